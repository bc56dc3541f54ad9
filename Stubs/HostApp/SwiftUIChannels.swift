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

/// Issue 25: channels bound by identity, a tab strip of SwiftUI labels on the same selection, each
/// page shaped by its phase, reporting page changes, and keeping a draft beyond the cache.
struct IdentityChannelsView: View {
    let stories: [Story]
    @State private var selection: Story.ID?
    @State private var lastCause: PageChangeCause?
    @State private var isScrolling = false

    // (The model's `ViewBuilder` takes one view: an app puts both in a `VStack`.)
    var body: some View {
        PagedView(stories, selection: $selection) { story in
            StoryCard(story: story)
        }
        .onPageChange { lastCause = $0.cause }
        .onScrollStateChange { _, new in isScrolling = new != .idle }
        .pagerDiagnostics { print($0) }
    }

    var tabs: some View {
        PagedTabStrip(
            stories, selection: $selection, accessibilityTitle: { $0.headline },
            label: { story, state in Text(state.isSelected ? story.headline.uppercased() : story.headline) })
    }
}

/// A page that keeps its draft in the page's storage.
struct StoryCard: View {
    let story: Story
    @Environment(\.pageStorage) private var storage

    var body: some View {
        PagePhaseReader { phase in
            Text(phase.appearance == .appeared ? story.headline : storage["draft", default: story.headline])
        }
    }
}

/// A calendar of 10⁹ days, found in O(1) by `indexOf:`.
struct DaysView: View {
    let days = 0..<1_000_000_000
    @State private var day: Int? = 500_000_000

    var body: some View {
        PagedView(days, id: \.self, selection: $day, indexOf: { $0 }, content: { Text("Day \($0)") })
    }
}
