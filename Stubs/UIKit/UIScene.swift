// UIScene, UIWindowScene and UIApplication: activation states, their notifications, memory warnings.
//
// Notifications go through Foundation's real `NotificationCenter.default`. The model posts them
// from an operation on `OperationQueue.main` and awaits it: UIKit posts them on the main thread,
// and on Linux a Swift Testing `@MainActor` test does not run on the main *thread*, so an observer
// registered with `queue: .main` (as the adapters' are) would deadlock a post made straight from the
// test. Inside an operation on the main queue, `OperationQueue.current` is the main queue and
// Foundation delivers to such observers at once, as on a device.

/// UIKit (iOS 13): `@MainActor class UIScene : UIResponder` (UIScene.h).
@MainActor open class UIScene: UIResponder {
    /// UIKit: `enum UIScene.ActivationState : Int` (Apple documentation, "UIScene.ActivationState":
    /// unattached -1, foregroundActive 0, foregroundInactive 1, background 2).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// UIKit: `var activationState: UIScene.ActivationState { get }`.
    open internal(set) var activationState: ActivationState

    /// UIKit: `nonisolated class let willConnectNotification: NSNotification.Name`.
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// UIKit: `nonisolated class let didDisconnectNotification: NSNotification.Name`.
    nonisolated public static let didDisconnectNotification = NSNotification.Name(
        "UISceneDidDisconnectNotification")
    /// UIKit: `nonisolated class let didActivateNotification: NSNotification.Name` (Apple
    /// documentation: "the scene is now onscreen and responding to user events … UIKit places the
    /// scene object in the object property of the notification").
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// UIKit: `nonisolated class let willDeactivateNotification: NSNotification.Name`.
    nonisolated public static let willDeactivateNotification = NSNotification.Name(
        "UISceneWillDeactivateNotification")
    /// UIKit: `nonisolated class let willEnterForegroundNotification: NSNotification.Name` (Apple
    /// documentation: "UIKit posts this notification before moving a scene to the foreground … this
    /// method is invariably followed by the posting of a didActivateNotification notification").
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    /// UIKit: `nonisolated class let didEnterBackgroundNotification: NSNotification.Name` (Apple
    /// documentation: "the scene is running in the background and is no longer onscreen").
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UISceneDidEnterBackgroundNotification")

    init(state: ActivationState) {
        activationState = state
        super.init()
    }

    /// Moves the scene to the background: `willDeactivateNotification` (if active), the state,
    /// `didEnterBackgroundNotification`; then, once no scene is in the foreground, the application's
    /// `willResignActiveNotification` and `didEnterBackgroundNotification` (Apple documentation,
    /// `applicationDidEnterBackground(_:)`: "UIKit posts a didEnterBackgroundNotification regardless
    /// of whether your app uses scenes"; that the app-level notice follows the last scene is
    /// undocumented and modelled so).
    @_spi(UIKitModel) public func modelEnterBackground() async {
        if activationState == .foregroundActive { await modelDeactivate() }
        guard activationState != .background else { return }
        activationState = .background
        await ModelNotifications.post(Self.didEnterBackgroundNotification, object: self)
        await UIApplication.shared.modelFollowScenes()
    }

    /// Brings the scene to the foreground and activates it: `willEnterForegroundNotification`, the
    /// state, `didActivateNotification` (the application's `willEnterForegroundNotification` first
    /// when it was in the background, and `didBecomeActiveNotification` after).
    @_spi(UIKitModel) public func modelEnterForeground() async {
        if activationState == .background || activationState == .unattached {
            await UIApplication.shared.modelWillBringSceneToForeground()
            await ModelNotifications.post(Self.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
        }
        await modelActivate()
    }

    /// Deactivates a foreground scene without backgrounding it (Control Center, the app switcher):
    /// `willDeactivateNotification`, then the state.
    @_spi(UIKitModel) public func modelDeactivate() async {
        guard activationState == .foregroundActive else { return }
        await ModelNotifications.post(Self.willDeactivateNotification, object: self)
        activationState = .foregroundInactive
        await UIApplication.shared.modelFollowScenes()
    }

    /// Activates a foreground-inactive scene: the state, then `didActivateNotification`.
    @_spi(UIKitModel) public func modelActivate() async {
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        await ModelNotifications.post(Self.didActivateNotification, object: self)
        await UIApplication.shared.modelFollowScenes()
    }
}

/// UIKit (iOS 13): `@MainActor class UIWindowScene : UIScene` (UIWindowScene.h).
@MainActor open class UIWindowScene: UIScene {
    private var storedWindows: [WeakSceneWindow] = []

    /// UIKit: `var windows: [UIWindow] { get }`.
    open var windows: [UIWindow] { storedWindows.compactMap(\.window) }

    /// Connects a new scene to the application in `state` (UIKit makes scenes itself, from a
    /// session; the model lets a test make one in any state, such as a background launch).
    @_spi(UIKitModel) public static func modelConnect(state: ActivationState = .foregroundActive) -> UIWindowScene {
        let scene = UIWindowScene(state: state)
        UIApplication.shared.modelConnect(scene)
        return scene
    }

    func modelAdd(_ window: UIWindow) {
        storedWindows.removeAll { $0.window == nil || $0.window === window }
        storedWindows.append(WeakSceneWindow(window: window))
    }

    func modelRemove(_ window: UIWindow) {
        storedWindows.removeAll { $0.window == nil || $0.window === window }
    }
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}

/// UIKit: `@MainActor class UIApplication : UIResponder` (UIApplication.h). The adapters use only
/// its notification names (not `shared`, which app extensions cannot use); the model keeps the
/// application's state for its scenes.
@MainActor open class UIApplication: UIResponder {
    /// UIKit: `enum UIApplication.State : Int`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    private static var current = UIApplication()

    /// UIKit: `class var shared: UIApplication { get }` (unavailable in app extensions).
    open class var shared: UIApplication { current }

    /// UIKit: `var applicationState: UIApplication.State { get }`.
    open private(set) var applicationState: State = .active

    /// UIKit: `var connectedScenes: Set<UIScene> { get }`.
    open var connectedScenes: Set<UIScene> { Set(scenes) }

    private var scenes: [UIScene] = []

    /// UIKit: `var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`, the
    /// language's direction; set it with ``modelSetUserInterfaceLayoutDirection(_:)``.
    open private(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    override init() { super.init() }

    /// UIKit: `nonisolated class let didEnterBackgroundNotification: NSNotification.Name`
    /// (UIApplication.h: `UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification
    /// API_AVAILABLE(ios(4.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;`; Apple documentation:
    /// "The object of the notification is the UIApplication object").
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// UIKit: `nonisolated class let willEnterForegroundNotification: NSNotification.Name`.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// UIKit: `nonisolated class let didBecomeActiveNotification: NSNotification.Name`.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// UIKit: `nonisolated class let willResignActiveNotification: NSNotification.Name`.
    nonisolated public static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// UIKit: `nonisolated class let didReceiveMemoryWarningNotification: NSNotification.Name`.
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Sets the language's layout direction (Arabic, Hebrew: right-to-left).
    @_spi(UIKitModel) public func modelSetUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        userInterfaceLayoutDirection = direction
    }

    /// A memory warning: `didReceiveMemoryWarningNotification` (object: the application), then
    /// `didReceiveMemoryWarning()` on every view controller alive, oldest first (UIViewController.h:
    /// `- (void)didReceiveMemoryWarning; // Called when the parent application receives a memory
    /// warning.`; that every controller hears it, in the hierarchy or not, and after the
    /// notification, is undocumented and modelled so).
    @_spi(UIKitModel) public func modelReceiveMemoryWarning() async {
        await ModelNotifications.post(Self.didReceiveMemoryWarningNotification, object: self)
        for controller in UIViewController.modelLiveControllers.compactMap(\.controller) {
            controller.didReceiveMemoryWarning()
        }
    }

    static func modelReset() {
        current = UIApplication()
    }

    func modelConnect(_ scene: UIScene) {
        scenes.append(scene)
        if scene.activationState == .foregroundActive {
            applicationState = .active
        } else if !scenes.contains(where: { $0.activationState == .foregroundActive }) {
            applicationState = scenes.contains { $0.activationState == .foregroundInactive } ? .inactive : .background
        }
    }

    /// Before the first scene leaves the background: the application enters the foreground.
    func modelWillBringSceneToForeground() async {
        guard applicationState == .background else { return }
        await ModelNotifications.post(Self.willEnterForegroundNotification, object: self)
        applicationState = .inactive
    }

    /// After a scene changed state: the application is active while any scene is, in the
    /// background once none is in the foreground.
    func modelFollowScenes() async {
        let active = scenes.contains { $0.activationState == .foregroundActive }
        let foreground = scenes.contains {
            $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
        }
        if active {
            if applicationState != .active {
                applicationState = .active
                await ModelNotifications.post(Self.didBecomeActiveNotification, object: self)
            }
            return
        }
        if applicationState == .active {
            await ModelNotifications.post(Self.willResignActiveNotification, object: self)
            applicationState = .inactive
        }
        if !foreground, applicationState != .background {
            applicationState = .background
            await ModelNotifications.post(Self.didEnterBackgroundNotification, object: self)
        }
    }
}

/// Posting on the main queue, as UIKit does (see the note at the top of the file).
@_spi(UIKitModel) public enum ModelNotifications {
    /// Posts `name` with `object` from an operation on the main queue and returns once every
    /// observer ran.
    @MainActor public static func post(_ name: Notification.Name, object: AnyObject?) async {
        let box = UncheckedBox(object)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            OperationQueue.main.addOperation {
                NotificationCenter.default.post(name: name, object: box.value)
                continuation.resume()
            }
        }
    }
}

/// Carries a main-actor object into the main queue's operation, which runs on the main actor's
/// executor; Swift cannot see that, hence unchecked.
private struct UncheckedBox: @unchecked Sendable {
    let value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}
