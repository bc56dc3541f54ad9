/// The banner's page indicator: `○ ○ ● ○ ○`, the dot of the current page filled.
public enum PageIndicator {
    /// The indicator for `count` pages with `current` filled.
    public static func render(count: Int, current: Int) -> String {
        (0..<max(count, 0)).map { $0 == current ? "●" : "○" }.joined(separator: " ")
    }
}
