// PagedView in a SwiftUI screen, as the documentation shows it. Type-checked by
// Scripts/typecheck-adapters.sh.

import Foundation
import PagedKit
import PagedKitSwiftUI
import SwiftUI

struct Story: Identifiable {
    let id: Int
    let headline: String
}

struct StoriesView: View {
    let stories: [Story]
    @State private var page = 0

    var body: some View {
        PagedView(stories, currentPage: $page) { story in
            Text(story.headline)
        }
    }
}

struct NumberedPagesView: View {
    @State private var page = 2

    var body: some View {
        PagedView(pageCount: 10, currentPage: $page, configuration: PagingConfiguration(isLooping: true)) { index in
            Text("Page \(index + 1)")
        }
    }
}

/// An app with a UIKit life cycle, where `@SceneStorage` is not saved, keeps the place itself.
struct RestoredStoriesView: View {
    let stories: [Story]
    @State private var page = 0
    @State private var savedPlace: Data?

    var body: some View {
        PagedView(stories, currentPage: $page) { story in
            Text(story.headline)
        }
        .pagerRestoration($savedPlace)
    }
}

/// A profile (issue 23): a collapsing header above the channel tabs, each channel a `PagedList`
/// that keeps its place once the header is pinned.
struct ProfileView: View {
    let stories: [Story]
    @State private var page = 0

    var body: some View {
        PagedView(stories, currentPage: $page) { story in
            PagedList {
                Text(story.headline)
            }
        }
        .pagedHeader(expandedHeight: 280, pinnedHeight: 44) {
            Text("Profile")
        } pinned: {
            Text("Channels")
        }
    }
}
