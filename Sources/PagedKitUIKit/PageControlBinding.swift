#if canImport(UIKit) && !os(watchOS)
    import PagedKit
    import UIKit

    /// Keeps a `UIPageControl` in step with the container, and turns a tap on it into a jump.
    ///
    /// The control shows `pageCount` dots and `currentPage` (which changes at each half-way crossing,
    /// so the dot moves while the user drags). The control is held weakly: the host app owns and lays
    /// it out.
    @MainActor final class PageControlBinding {
        weak var input: (any PagingInput)?

        /// The bound control; setting it moves the value-changed action from the old control to the new one.
        weak var control: UIPageControl? {
            didSet {
                guard control !== oldValue else { return }
                if let oldValue, let action { oldValue.removeAction(action, for: .valueChanged) }
                action = nil
                guard let control else { return }
                let action = UIAction { [weak self] _ in self?.controlDidChange() }
                control.addAction(action, for: .valueChanged)
                self.action = action
                sync()
            }
        }

        private var action: UIAction?

        /// Shows the container's page count (or `pageCount`, while a reload is reading it) and current page.
        func sync(pageCount: Int? = nil) {
            guard let control, let input else { return }
            let count = max(0, pageCount ?? input.pageCount)
            if control.numberOfPages != count { control.numberOfPages = count }
            if control.currentPage != input.currentPage { control.currentPage = input.currentPage }
        }

        private func controlDidChange() {
            guard let control, let input else { return }
            let index = control.currentPage
            guard index >= 0, index < input.pageCount else { return }
            do {
                try input.scrollToPage(index, animated: true)
            } catch {
                // The control showed a stale page count; show the container's again.
                sync()
            }
        }
    }
#endif
