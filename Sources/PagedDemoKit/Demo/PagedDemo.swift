import PagedKit

/// The demo's three pagers, wired through PagedKit's public API only: a looping, auto-advancing banner
/// carousel (peeking cards, see ``BannerCarousel``), a news-channel pager, and a profile whose header
/// collapses over its paged lists (see ``ProfileLayout``), each with a ``TerminalHost``, a data source
/// and a ``PagerObserver``.
///
/// Everything that takes time goes through one scheduler: the hosts' frames here, auto-scroll in
/// the containers. In the app it is the main queue (the containers use their built-in
/// `MainQueueScheduler`); tests pass a `ManualScheduler` and move time by hand.
@MainActor public final class PagedDemo {
    /// The viewport length of the pagers, in points (an iPhone's width).
    public static let viewportLength = 320.0
    /// The page the banner opens on, so that three auto-scrolls cross the loop seam.
    public static let bannerStartPage = 2
    /// How far a swipe drags, as a share of the pitch (a page and its spacing).
    static let swipeShare = 0.4
    /// How far a cancelled swipe drags, as a share of the pitch.
    static let cancelledShare = 0.25

    /// The banner: a carousel of 5 cards (or 2), looping, auto-scroll every 2 s of demo time.
    public let banner: PagedContainer<BannerSlide>
    /// The channel pager: 12 channels, one neighbour preloaded each side, two left pages cached.
    public let channels: PagedContainer<ChannelPage>
    /// The banner's host.
    public let bannerHost: TerminalHost<BannerSlide>
    /// The channel pager's host.
    public let channelHost: TerminalHost<ChannelPage>
    /// The channel pager's data source.
    public let channelSource: ChannelSource
    /// The profile: four lists under a header that collapses to the tab row (rule 16).
    public let profile: PagedContainer<ProfileList>
    /// The profile's host; it also moves the lists where the container says and scrolls the open one.
    public let profileHost: TerminalHost<ProfileList>
    /// The profile's data source.
    public let profileSource = ProfileSource()
    /// Every lifecycle event.
    public let log = EventLog()
    /// The pager on screen.
    public private(set) var visiblePager: Pager = .banner
    /// Called after every frame and every command, once the containers have handled it.
    public var onUpdate: (() -> Void)?
    /// The terminal's width in columns, or `nil` when it is not known (not a terminal, and the
    /// scripted transcript): the channel pane and the profile follow it (``paneWidth``).
    public var terminalColumns: Int?
    /// The width of the channel pane and of the profile's header and lists, inside their frame.
    public var paneWidth: Int { PaneWidth.forTerminal(columns: terminalColumns) }

    let timing: DemoTiming
    private let bannerSource = BannerSource()
    private let bannerObserver: PagerObserver<BannerSlide>
    private let channelObserver: PagerObserver<ChannelPage>
    private let profileObserver: PagerObserver<ProfileList>
    /// Page steps asked for (←/→) while a pager's host had a finger down or decelerated, one per
    /// key press, in pages (negative: back); played as soon as it stops (``playPendingSteps()``).
    private var pendingSteps: [Pager: Int] = [:]

    /// Creates the demo; nothing is loaded until ``start()``.
    /// - Parameters:
    ///   - timing: The pacing.
    ///   - scheduler: Times frames and auto-scroll; `nil` means the main queue, with the containers
    ///     on their built-in scheduler.
    public init(timing: DemoTiming, scheduler: (any PagingScheduler)? = nil) {
        self.timing = timing
        let frameScheduler = scheduler ?? MainQueueScheduler()
        banner = PagedContainer(
            configuration: PagingConfiguration(
                preloadRadius: 1, isLooping: true, autoScroll: timing.autoScroll, pageSize: BannerCarousel.pageSize,
                pageSpacing: BannerCarousel.spacing, pageAlignment: BannerCarousel.alignment),
            scheduler: scheduler)
        channels = PagedContainer(
            configuration: PagingConfiguration(preloadRadius: 1, cacheLimit: 2), scheduler: scheduler)
        bannerHost = TerminalHost(viewportLength: Self.viewportLength, scheduler: frameScheduler, timing: timing)
        channelHost = TerminalHost(viewportLength: Self.viewportLength, scheduler: frameScheduler, timing: timing)
        channelSource = ChannelSource()
        profile = PagedContainer(configuration: PagingConfiguration(preloadRadius: 1), scheduler: scheduler)
        profileHost = TerminalHost(viewportLength: Self.viewportLength, scheduler: frameScheduler, timing: timing)
        bannerObserver = PagerObserver(pager: .banner, log: log)
        channelObserver = PagerObserver(pager: .channels, log: log)
        profileObserver = PagerObserver(pager: .profile, log: log)
    }

    /// Loads the pagers: the banner on screen on slide ``bannerStartPage``, the channel pager and the
    /// profile hidden on their first pages. The banner's auto-scroll interval starts now.
    public func start() {
        banner.dataSource = bannerSource
        banner.delegate = bannerObserver
        banner.reloadData()
        // Jumping before the viewport length is known only sets the current page: slide 0 is never
        // made, and placement follows when the host tells the length.
        try? banner.scrollToPage(Self.bannerStartPage, animated: false)
        bannerHost.attach(to: banner)

        channels.isVisible = false
        channels.dataSource = channelSource
        channels.delegate = channelObserver
        channelHost.attach(to: channels)
        channels.reloadData()

        profile.isVisible = false
        profile.header = ProfileLayout.header
        profile.dataSource = profileSource
        profile.delegate = profileObserver
        profileHost.attach(to: profile)
        profile.reloadData()

        bannerHost.onFrame = { [weak self] in self?.frameDidPlay() }
        channelHost.onFrame = { [weak self] in self?.frameDidPlay() }
        profileHost.onFrame = { [weak self] in self?.frameDidPlay() }
        onUpdate?()
    }

    /// Stops auto-scroll and every motion, so nothing more is scheduled.
    public func stop() {
        pendingSteps = [:]
        banner.pauseAutoScroll(for: .host)
        bannerHost.stop()
        channelHost.stop()
        profileHost.stop()
    }

    /// Whether every pager is at rest with nothing moving.
    public var isIdle: Bool {
        !bannerHost.isMoving && !channelHost.isMoving && !profileHost.isMoving && banner.scrollState == .idle
            && channels.scrollState == .idle && profile.scrollState == .idle
    }

    /// The open channel's page, if loaded.
    public var openChannel: ChannelPage? { channels.page(at: channels.currentPage) }

    /// The open profile list, if loaded.
    public var openProfileList: ProfileList? { profile.page(at: profile.currentPage) }

    /// Does what `command` asks; ``DemoCommand/quit`` is the caller's business.
    public func perform(_ command: DemoCommand) {
        // A key finishes a reload's motion under way first (the reload's state is already the
        // containers'): what it does starts from the pages where they end.
        channelHost.finishReloadMotion()
        switch command {
        case .swipe(let forward):
            // A key repeat faster than a move: the move under way pages on, one page a press.
            if isMoving(visiblePager) {
                step(visiblePager, by: forward ? 1 : -1)
            } else {
                swipe(share: Self.swipeShare, forward: forward, fling: true)
            }
        case .cancelledSwipe(let forward): swipe(share: Self.cancelledShare, forward: forward, fling: false)
        case .switchPager: switchPager()
        case .jump(let index): jump(to: index)
        case .memoryPressure(let level):
            log.record(visiblePager, .memory(level))
            banner.handleMemoryPressure(level)
            channels.handleMemoryPressure(level)
            profile.handleMemoryPressure(level)
        case .reload:
            let change = channelSource.lineup.toggleLive(after: channels.currentPage)
            log.record(.channels, .reload(change))
            channels.reloadData()
        case .edit(let edit):
            guard visiblePager == .channels else { break }
            perform(edit)
        case .toggleBannerCards:
            log.record(.banner, .reload(bannerSource.toggleCount()))
            banner.reloadData()
        case .toggleAutoScroll:
            if banner.isAutoScrollPaused {
                banner.resumeAutoScroll(for: .host)
            } else {
                banner.pauseAutoScroll(for: .host)
            }
            log.record(.banner, .autoScroll(paused: banner.isAutoScrollPaused))
        case .scrollFeed(let lines):
            switch visiblePager {
            case .banner: break
            case .channels: openChannel?.scrollFeed(by: lines)
            case .profile: profileHost.scrollList(by: Double(lines))
            }
        case .quit:
            break
        }
        onUpdate?()
    }

    /// Edits the channel lineup and reloads the channel pager animated; the tab row is drawn from
    /// the lineup, so it follows. An edit that cannot be made (removing the last channel, moving
    /// past an end, no extra channel left) changes nothing and logs nothing.
    private func perform(_ edit: ChannelEdit) {
        let current = channels.currentPage
        var lineup = channelSource.lineup
        // What changed, and the channel open once the reload is done, for the event line.
        let change: String, open: Channel
        switch edit {
        case .insertAfterCurrent:
            guard let added = lineup.insertExtra(after: current) else { return }
            change = "+\(added.name) after \(lineup.channels[current].name)"
            open = added
        case .removeCurrent:
            guard let removed = lineup.remove(at: current) else { return }
            change = "−\(removed.name)"
            open = lineup.channels[min(current, lineup.channels.count - 1)]
        case .moveCurrent(let forward):
            guard let target = lineup.move(at: current, forward: forward) else { return }
            open = lineup.channels[target]
            change = "\(open.name) → \(target)"
        }
        log.record(.channels, .edit(change, open: open.name))
        channelSource.lineup = lineup
        channels.reloadData(animated: true)
        if edit == .insertAfterCurrent {
            // The new channel is off screen after the open one (rule 9 keeps the open channel):
            // open it, the pages sliding as for a tap on its tab.
            try? channels.scrollToPage(current + 1, animated: true)
        }
    }

    /// Whether `pager`'s host moves: a finger, a deceleration or an animation.
    private func isMoving(_ pager: Pager) -> Bool {
        switch pager {
        case .banner: bannerHost.isMoving
        case .channels: channelHost.isMoving
        case .profile: profileHost.isMoving
        }
    }

    /// Whether `pager`'s host has a finger down or decelerates: a step now would start from a page
    /// the gesture has not settled yet, so it waits for the gesture's end.
    private func isInGesture(_ pager: Pager) -> Bool {
        switch pager {
        case .banner: bannerHost.isDragging || bannerHost.isDecelerating
        case .channels: channelHost.isDragging || channelHost.isDecelerating
        case .profile: profileHost.isDragging || profileHost.isDecelerating
        }
    }

    /// One more page (`delta` ±1) for a move under way: during an animated move at once, from the
    /// move's target (`scrollBy(pages:animated:)`); during a drag or its deceleration when that ends.
    private func step(_ pager: Pager, by delta: Int) {
        let pending = pendingSteps[pager, default: 0]
        if pending != 0 || isInGesture(pager) {
            pendingSteps[pager] = pending + delta
        } else {
            scroll(pager, by: delta)
        }
    }

    private func scroll(_ pager: Pager, by delta: Int) {
        switch pager {
        case .banner: banner.scrollBy(pages: delta, animated: true)
        case .channels: channels.scrollBy(pages: delta, animated: true)
        case .profile: profile.scrollBy(pages: delta, animated: true)
        }
    }

    /// After a host's frame: the steps that waited for a gesture's end start, each a page on from
    /// the one before (a step past a non-looping pager's end does nothing), then the screen redraws.
    private func frameDidPlay() {
        playPendingSteps()
        onUpdate?()
    }

    private func playPendingSteps() {
        // In the pagers' order, not the dictionary's, so that the events come in the same order every run.
        for pager in Pager.allCases where !isInGesture(pager) {
            let count = pendingSteps[pager, default: 0]
            guard count != 0 else { continue }
            pendingSteps[pager] = 0
            for _ in 0..<abs(count) { scroll(pager, by: count.signum()) }
        }
    }

    private func swipe(share: Double, forward: Bool, fling: Bool) {
        let sign = forward ? 1.0 : -1.0
        let (pageLength, spacing) =
            switch visiblePager {
            case .banner: (banner.pageLength, banner.configuration.pageSpacing)
            case .channels: (channels.pageLength, channels.configuration.pageSpacing)
            case .profile: (profile.pageLength, profile.configuration.pageSpacing)
            }
        // In pitches, so that a swipe of any pager is the same share of the way to the next page.
        let pitch = pageLength > 0 ? pageLength + max(0, spacing) : Self.viewportLength
        let delta = sign * share * pitch
        // A fling is as fast as the finger moved; a cancelled swipe stops before it lifts.
        let dragSeconds = DemoTiming.frameSeconds * Double(DemoTiming.dragFrames)
        let velocity = fling ? delta / dragSeconds : 0
        switch visiblePager {
        case .banner: bannerHost.swipe(by: delta, velocity: velocity)
        case .channels: channelHost.swipe(by: delta, velocity: velocity)
        case .profile: profileHost.swipe(by: delta, velocity: velocity)
        }
    }

    /// The page count of the pager on screen (what the jump keys can reach).
    public var visiblePageCount: Int {
        switch visiblePager {
        case .banner: banner.pageCount
        case .channels: channels.pageCount
        case .profile: profile.pageCount
        }
    }

    private func jump(to index: Int) {
        // Keys may name a page the pager does not have: PagedKit throws and changes nothing.
        switch visiblePager {
        case .banner: try? banner.scrollToPage(index, animated: true)
        case .channels: try? channels.scrollToPage(index, animated: true)
        case .profile: try? profile.scrollToPage(index, animated: true)
        }
    }

    private func switchPager() {
        visiblePager = visiblePager.next
        // Hide first, so only one pager ever has an appeared page.
        banner.isVisible = false
        channels.isVisible = false
        profile.isVisible = false
        switch visiblePager {
        case .banner: banner.isVisible = true
        case .channels: channels.isVisible = true
        case .profile: profile.isVisible = true
        }
    }
}
