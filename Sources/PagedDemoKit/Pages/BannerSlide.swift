/// One card of the looping banner carousel.
@MainActor public final class BannerSlide: DemoPage {
    /// The card's page index.
    public let index: Int
    /// The card's headline.
    public let title: String

    /// Creates a card.
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

    /// `│ 2 ★ Free delivery   │`, exactly `width` characters, its edges drawn `┊` when dimmed, so
    /// that a plain-text transcript shows which cards are dimmer.
    /// - Parameters:
    ///   - width: The card's drawn width in characters.
    ///   - isDimmed: Whether the card is drawn dimmed.
    public func cardFace(width: Int, isDimmed: Bool) -> String {
        guard width > 1 else { return String(repeating: isDimmed ? "┊" : "│", count: max(width, 0)) }
        let edge = isDimmed ? "┊" : "│"
        return "\(edge) \(index) ★ \(title)".fitted(to: width - 1) + edge
    }
}
