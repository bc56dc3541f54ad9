/// Why a host holds auto-scroll back. Pauses for different reasons are independent: auto-scroll
/// runs again only when every reason has been resumed.
public struct AutoScrollPauseReason: Hashable, Sendable, CustomStringConvertible {
    /// A name for the reason.
    public var rawValue: String

    /// Creates a reason with a name of the host's choosing.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The host's own reason (the default).
    public static let host = AutoScrollPauseReason("host")
    /// A modal or another screen covers the banner.
    public static let modal = AutoScrollPauseReason("modal")
    /// An assistive technology (VoiceOver focus) is on the banner.
    public static let accessibility = AutoScrollPauseReason("accessibility")
    /// The app or the window's scene is in the background. UIKit sends no appearance callbacks for
    /// that, so the adapters pause auto-scroll instead of hiding the pages.
    public static let background = AutoScrollPauseReason("background")
    /// A finger rests on the content without dragging (about to tap a promotion).
    public static let touch = AutoScrollPauseReason("touch")
    /// The user asked for reduced motion.
    public static let reduceMotion = AutoScrollPauseReason("reduceMotion")

    public var description: String { rawValue }
}
