/// One call a ``ScrollSimulator`` received from its container, as recorded in
/// ``ScrollSimulator/calls``.
///
/// Pages are recorded by identity, so a test compares calls with
/// `.place(ObjectIdentifier(page), 320)`.
public enum HostCall: Equatable, Sendable {
    /// `setContentLength(_:)` with the length passed.
    case setContentLength(Double)
    /// `setContentOffset(_:animated:)` with the offset and the flag passed.
    case setContentOffset(Double, animated: Bool)
    /// `place(_:at:)` of the page with this identity, at this offset.
    case place(ObjectIdentifier, Double)
    /// `remove(_:)` of the page with this identity.
    case remove(ObjectIdentifier)
}
