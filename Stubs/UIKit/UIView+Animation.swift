// UIView's block animations (UIView.h 17.0, `@interface UIView(UIViewAnimationWithBlocks)`).
//
// The model applies the changes of an animation block at once — the values a view reports are its
// model values, the ones the block set; what moves on screen is the presentation, which the model
// does not draw — records which animatable properties each block changed (`frame` and `alpha`,
// "animatable" in UIView.h 17.0), and runs the completion when the animation ends on the model's
// clock.

extension UIView {
    /// UIKit: `class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
    /// completion: ((Bool) -> Void)? = nil)` (UIView.h 17.0, UIViewAnimationWithBlocks:
    /// `+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations
    /// completion:(void (^ __nullable)(BOOL finished))completion NS_SWIFT_DISABLE_ASYNC
    /// API_AVAILABLE(ios(4.0)); // delay = 0.0, options = 0`).
    ///
    /// Apple's documentation of `duration`: "If you specify a negative value or `0`, the changes are
    /// made without animating them"; of `completion`: "A block object to be executed when the
    /// animation sequence ends". The model runs `animations` at once, records what it changed in
    /// `modelAnimations`, and runs `completion(true)` in the frame `duration` seconds later (at the
    /// earliest the next frame, also for a duration of 0). Whether a completion reports `false`
    /// when a later animation of the same property of the same view takes over, and when, is
    /// undocumented: ``modelTakeover`` picks (by default the earlier completion runs at its own end,
    /// reporting `true`).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let animation = ModelViewAnimation(duration: max(duration, 0), start: ModelDisplay.shared.time)
        let running = modelAnimations.filter { !$0.isComplete }
        modelAnimations.append(animation)
        let outer = modelCurrentAnimation
        modelCurrentAnimation = animation
        animations()
        modelCurrentAnimation = outer
        animation.completion = completion
        ModelDisplay.shared.schedule(after: animation.duration) {
            guard !animation.isComplete else { return }
            animation.isComplete = true
            animation.completion?(true)
        }
        if modelTakeover == .earlierCompletesAtOnceUnfinished {
            for earlier in running where !earlier.isComplete && earlier.sharesAnimatedView(with: animation) {
                earlier.isComplete = true
                earlier.completion?(false)
            }
        }
    }

    /// What happens to an earlier block's completion when a later block animates a property of a
    /// view it animates (undocumented; see `animate(withDuration:animations:completion:)`).
    @_spi(UIKitModel) public enum ModelAnimationTakeover: Sendable {
        /// The earlier completion runs at its own end, reporting `true` (the default).
        case earlierCompletesAtItsEnd
        /// The earlier completion runs at once, after the later block's animations, reporting `false`.
        case earlierCompletesAtOnceUnfinished
    }

    /// The model's choice for the undocumented takeover behaviour; reset by `UIKitModel.reset()`.
    @_spi(UIKitModel) public static var modelTakeover = ModelAnimationTakeover.earlierCompletesAtItsEnd

    /// UIKit: `class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)`
    /// (UIView.h 17.0, UIViewAnimationWithBlocks: `+ (void)animateWithDuration:(NSTimeInterval)duration
    /// animations:(void (^)(void))animations API_AVAILABLE(ios(4.0)); // delay = 0.0, options = 0,
    /// completion = NULL`).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, animations: animations, completion: nil)
    }

    /// Every animation block run since the last `UIKitModel.reset()`, oldest first.
    @_spi(UIKitModel) public private(set) static var modelAnimations: [ModelViewAnimation] = []

    /// The animation block running now, if any: changes to animatable properties are recorded in it.
    static var modelCurrentAnimation: ModelViewAnimation?

    static func modelResetAnimations() {
        modelAnimations = []
        modelCurrentAnimation = nil
        modelTakeover = .earlierCompletesAtItsEnd
    }
}

/// One `UIView.animate(withDuration:…)` block: when it began, how long it lasts, and which views'
/// `frame` and `alpha` it changed, from what to what.
@_spi(UIKitModel) @MainActor public final class ModelViewAnimation {
    /// The animation's duration, in seconds (0 for a negative one).
    public let duration: Double
    /// The model time the block ran, in seconds.
    public let start: Double
    /// Whether its completion ran (the animation ended).
    public internal(set) var isComplete = false
    /// The block's completion, run once when the animation ends.
    var completion: ((Bool) -> Void)?

    private var frames: [(view: UIView, from: CGRect, to: CGRect)] = []
    private var alphas: [(view: UIView, from: CGFloat, to: CGFloat)] = []

    init(duration: Double, start: Double) {
        self.duration = duration
        self.start = start
    }

    /// The views whose frame the block set, in the order first set.
    public var viewsWithFrameChanges: [UIView] { frames.map(\.view) }

    /// The frame `view` animates from (its value before the block) and to (its last value set in
    /// the block), or `nil` if the block did not set it.
    public func frameChange(of view: UIView) -> (from: CGRect, to: CGRect)? {
        guard let first = frames.firstIndex(where: { $0.view === view }) else { return nil }
        return (frames[first].from, frames.last(where: { $0.view === view })!.to)
    }

    /// The alpha `view` animates from and to, or `nil` if the block did not set it.
    public func alphaChange(of view: UIView) -> (from: CGFloat, to: CGFloat)? {
        guard let first = alphas.firstIndex(where: { $0.view === view }) else { return nil }
        return (alphas[first].from, alphas.last(where: { $0.view === view })!.to)
    }

    /// Whether this block and `other` animate a property of a common view.
    func sharesAnimatedView(with other: ModelViewAnimation) -> Bool {
        let mine = frames.map(\.view) + alphas.map(\.view)
        return (other.frames.map(\.view) + other.alphas.map(\.view)).contains { view in mine.contains { $0 === view } }
    }

    func recordFrame(_ view: UIView, from: CGRect, to: CGRect) {
        frames.append((view, from, to))
    }

    func recordAlpha(_ view: UIView, from: CGFloat, to: CGFloat) {
        alphas.append((view, from, to))
    }
}
