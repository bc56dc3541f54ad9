/// What the demo needs from a page to draw it and to name it in the event line.
@MainActor public protocol DemoPage: AnyObject {
    /// A short name for the event line: `3`, `Top`.
    var label: String { get }
    /// A note added to the page's `load` event, such as the state it was restored with.
    var loadNote: String? { get }
    /// The page's face, exactly `width` characters long.
    func face(width: Int) -> String
    /// Called when the page finished appearing.
    /// - Returns: A note logged after its `appear` event (the profile's lists: the row they came back
    ///   to), or `nil`.
    func pageDidAppear() -> String?
    /// Called when the page finished disappearing.
    func pageDidDisappear()
}

extension DemoPage {
    public func pageDidAppear() -> String? { nil }
    public func pageDidDisappear() {}
}

extension String {
    /// The string cut or padded with spaces to exactly `width` characters.
    func fitted(to width: Int) -> String {
        let characters = Array(self)
        if characters.count >= width { return String(characters.prefix(max(width, 0))) }
        return self + String(repeating: " ", count: width - characters.count)
    }
}
