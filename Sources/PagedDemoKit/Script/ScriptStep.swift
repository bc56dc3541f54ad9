/// One step of the scripted scenario: a caption for the transcript and what to do.
public struct ScriptStep: Sendable, Equatable {
    /// What a step does, and so when it is over.
    public enum Action: Sendable, Equatable {
        /// Performs a command; over when both pagers are at rest.
        case perform(DemoCommand)
        /// Waits for the banner's auto-scroll to bring it to rest on a new slide this many times;
        /// over at rest after the last one.
        case awaitAutoScrolls(Int)
    }

    /// The transcript's line for the step.
    public let caption: String
    /// What the step does.
    public let action: Action

    /// Creates a step.
    public init(_ caption: String, _ action: Action) {
        self.caption = caption
        self.action = action
    }
}
