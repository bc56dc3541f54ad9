/// A page that holds a vertical list (contract rule 16): the list a `UITableView` would be, reduced
/// to its offset and how far it can scroll. ``TerminalHost`` moves it where the container says and
/// scrolls it for the user.
@MainActor public protocol ScrollableListPage: AnyObject {
    /// The list's offset, in rows: 0 at its top with the header fully expanded above it.
    var listOffset: Double { get set }
    /// The largest offset the list can scroll to: its rows, its bottom inset and the header's
    /// expanded height, less its viewport.
    var maximumListOffset: Double { get }
}
