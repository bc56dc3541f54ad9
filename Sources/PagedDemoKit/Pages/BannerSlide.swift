/// One slide of the looping banner.
@MainActor public final class BannerSlide: DemoPage {
    /// The slide's page index.
    public let index: Int
    /// The slide's headline.
    public let title: String

    /// Creates a slide.
    public init(index: Int, title: String) {
        self.index = index
        self.title = title
    }

    public var label: String { "\(index)" }
    public var loadNote: String? { nil }

    /// `│ 2 ★ Free delivery`: the leading bar marks the slide's edge while the strip slides.
    public func face(width: Int) -> String {
        "│ \(index) ★ \(title)".fitted(to: width)
    }
}
