// The model's display and clock, and its global state: what a test drives instead of a device.
// Nothing here is UIKit API; everything public is `@_spi(UIKitModel)`.

/// Something that moves on every display frame: a scroll view animating or decelerating.
@MainActor protocol ModelFrameDriven: AnyObject {
    /// Whether it still has motion to run.
    var isModelMoving: Bool { get }
    /// Moves to where it is at `time` (seconds on the model's clock).
    func modelStep(to time: Double)
}

/// The model's display: a 60 Hz screen whose frames a test steps. The model's only clock.
///
/// Each frame, in order (undocumented in detail; the order of a run-loop turn on a device, where
/// display-link callbacks run before the Core Animation commit that lays out):
/// 1. time moves one frame; `onFrame` runs (the harness moves its `ManualScheduler` there);
/// 2. every running scroll animation and deceleration moves to the frame's time, reporting
///    `scrollViewDidScroll` (UIScrollView.h: `- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
///    // any offset changes`);
/// 3. actions due by then run (a navigation transition's completion);
/// 4. the commit: every visible window is laid out (UIView.h: "To render a window, the following
///    passes will occur, if necessary. update constraints / layout / display").
@_spi(UIKitModel) @MainActor public final class ModelDisplay {
    /// The display every model object uses.
    public static let shared = ModelDisplay()

    /// Frames per second: 60, an iPhone without ProMotion.
    public static let framesPerSecond = 60

    /// Frames shown since the last `UIKitModel.reset()`.
    public private(set) var frame = 0

    /// The model's time, in seconds since the last reset.
    public var time: Double { Double(frame) / Double(Self.framesPerSecond) }

    /// The model's time as a `Duration`, exact in nanoseconds (no drift over many frames).
    public var now: Duration { .nanoseconds(Int64(frame) * 1_000_000_000 / Int64(Self.framesPerSecond)) }

    /// One frame's length in seconds.
    public static var frameDuration: Double { 1 / Double(framesPerSecond) }

    /// Called at the start of every frame with the frame's time, before anything moves.
    public var onFrame: ((Duration) -> Void)?

    private var driven: [WeakDriven] = []
    private var windows: [WeakWindow] = []
    private var timed: [(frame: Int, order: Int, action: () -> Void)] = []
    private var timedOrder = 0

    private init() {}

    /// Whether nothing is moving and no action is due: another frame would change nothing.
    public var isIdle: Bool {
        timed.isEmpty && !driven.contains { $0.object?.isModelMoving == true }
    }

    /// Whether a scroll view is animating or decelerating.
    public var isAnythingMoving: Bool {
        driven.contains { $0.object?.isModelMoving == true }
    }

    /// Shows one frame (see the type's documentation for what happens in it).
    public func runFrame() {
        frame += 1
        onFrame?(now)
        let time = self.time
        driven.removeAll { $0.object?.isModelMoving != true }
        for entry in driven {
            guard let object = entry.object, object.isModelMoving else { continue }
            object.modelStep(to: time)
        }
        runDueActions()
        commit()
    }

    /// Shows frames for `seconds` (rounded up to whole frames).
    public func advance(seconds: Double) {
        let frames = Int((seconds * Double(Self.framesPerSecond)).rounded(.up))
        for _ in 0..<max(frames, 0) { runFrame() }
    }

    /// Shows frames until nothing moves and nothing is due, or `maximumSeconds` passed.
    /// - Returns: Whether the model came to rest.
    @discardableResult
    public func runUntilIdle(maximumSeconds: Double = 10) -> Bool {
        let limit = frame + Int(maximumSeconds * Double(Self.framesPerSecond))
        while !isIdle, frame < limit { runFrame() }
        return isIdle
    }

    /// Lays out every visible window now, as the commit at the end of a frame does.
    public func commit() {
        windows.removeAll { $0.window == nil }
        // A layout pass can dirty layout again (a scroll view reporting a clamp); UIKit repeats
        // layout until it settles within one commit. Undocumented bound; eight passes.
        for _ in 0..<8 {
            let dirty = windows.compactMap(\.window).filter { !$0.isHidden && $0.modelSubtreeNeedsLayout }
            if dirty.isEmpty { break }
            for window in dirty { window.layoutIfNeeded() }
        }
    }

    // MARK: Registration (internal)

    func drive(_ object: any ModelFrameDriven) {
        guard !driven.contains(where: { $0.object === object }) else { return }
        driven.append(WeakDriven(object: object))
    }

    func register(_ window: UIWindow) {
        guard !windows.contains(where: { $0.window === window }) else { return }
        windows.append(WeakWindow(window: window))
    }

    /// Runs `action` during the frame `seconds` from now (at the earliest, the next frame).
    func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        let frames = max(1, Int((seconds * Double(Self.framesPerSecond)).rounded(.up)))
        timedOrder += 1
        timed.append((frame: frame + frames, order: timedOrder, action: action))
    }

    private func runDueActions() {
        while let next = timed.filter({ $0.frame <= frame }).min(by: { $0.order < $1.order }) {
            timed.removeAll { $0.order == next.order }
            next.action()
        }
    }

    func reset() {
        frame = 0
        onFrame = nil
        driven = []
        windows = []
        timed = []
        timedOrder = 0
    }
}

private struct WeakDriven {
    weak var object: (any ModelFrameDriven)?
}

private struct WeakWindow {
    weak var window: UIWindow?
}

/// The model's global state: reset between tests, and what it noticed going wrong.
@_spi(UIKitModel) @MainActor public enum UIKitModel {
    /// What UIKit would have logged or raised: unbalanced appearance transitions, a child view
    /// controller's view in the wrong parent, a model limit reached. A test expects it empty.
    public private(set) static var violations: [String] = []

    /// Puts every global of the model back as a fresh process has it: time 0, no scenes, one
    /// active application, accessibility off, no recorded notifications, default switches.
    public static func reset() {
        violations = []
        ModelDisplay.shared.reset()
        ModelAccessibility.shared.reset()
        UIApplication.modelReset()
        UIScrollView.modelAnimationEnd = .endsWhereCallbacksLeaveIt
        UIScrollView.modelCatchReportsEnd = false
        UIScrollView.modelStatusBarTapCountsOffscreen = false
        UIScrollView.modelScrollToTopReportsAnimationEnd = false
        UIScrollView.modelInsetChangeKeepsTop = false
        UIRefreshControl.modelPlacement = .aboveContentInset
        UIRefreshControl.modelTriggerDistance = 60
        UIRefreshControl.modelRefreshingInset = 60
        UIRefreshControl.modelInsetChangeMovesOffset = false
        UIRefreshControl.modelRefreshingInsetInContentInset = false
        UIPageControl.modelInteractionStateReturnsToNone = false
        UIScrollView.modelRecognizersHearLiftFirst = true
        UIScrollView.modelTrackingEndsBeforeRecognizers = false
        UIView.modelCallsTraitCollectionDidChange = true
        UIView.modelHitTestFollowsZPosition = false
        UIViewController.modelLiveControllers = []
        UIView.modelResetAnimations()
    }

    static func record(_ violation: String) {
        violations.append(violation)
    }
}

/// The size of the screen, for views UIKit sizes to it (a view controller's default view, a new
/// window): an iPhone 16 in portrait, 393 × 852 points.
@_spi(UIKitModel) public enum ModelScreen {
    public static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}
