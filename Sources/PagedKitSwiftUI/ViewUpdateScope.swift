#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    /// Whether SwiftUI is updating one of PagedKitSwiftUI's views (a ``PagedView`` or a
    /// ``PagedTabStrip`` being made or updated): an observed object must not announce a change then
    /// ("Publishing changes from within view updates is not allowed"), so what a pager's move tells
    /// a tab strip's labels waits until the update is over.
    @MainActor enum ViewUpdateScope {
        /// How many makes and updates are under way (they nest: a pager's update moves a linked strip).
        private static var depth = 0

        /// Whether a make or an update is under way.
        static var isActive: Bool { depth > 0 }

        /// Runs `body` as part of a SwiftUI update.
        static func during<Result>(_ body: () -> Result) -> Result {
            depth += 1
            defer { depth -= 1 }
            return body()
        }
    }
#endif
