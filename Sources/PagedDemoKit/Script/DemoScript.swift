/// The fixed scenario of the scripted mode: the banner's auto-scroll and swipes over the loop seam,
/// then the channel pager's jump, memory pressure, restoration and reloads.
public enum DemoScript {
    /// The steps, in order.
    public static let steps: [ScriptStep] = [
        ScriptStep(
            "▶ banner: 5 slides, looping; auto-scroll every 2 s, three times: 2 → 3 → 4 → 0 across the loop seam",
            .awaitAutoScrolls(3)),
        ScriptStep("▶ swipe back over the seam: 0 → 4", .perform(.swipe(forward: false))),
        ScriptStep("▶ swipe forward over the seam: 4 → 0", .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ cancelled swipe: dragged a quarter page, released without speed, back on 0",
            .perform(.cancelledSwipe(forward: true))),
        ScriptStep(
            "▶ Tab: the banner hides (its auto-scroll stops), the channel pager shows", .perform(.switchPager)),
        ScriptStep("▶ read Top down to line 12", .perform(.scrollFeed(12))),
        ScriptStep(
            "▶ tap Health: an animated jump 0 → 9 puts Health next to Top; nothing in between is made "
                + "(at rest, Health's neighbours load)",
            .perform(.jump(9))),
        ScriptStep(
            "▶ memory warning: the cache is dropped (Top saves its line 12)",
            .perform(.memoryPressure(.warning))),
        ScriptStep(
            "▶ memory critical: only the channel on screen stays", .perform(.memoryPressure(.critical))),
        ScriptStep("▶ tap Top: made again, with line 12 restored", .perform(.jump(0))),
        ScriptStep("▶ reload with Live inserted after Top: Top stays open", .perform(.reload)),
        ScriptStep("▶ swipe to Live", .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ reload with Live removed while it is open: World, now at its index, opens", .perform(.reload)),
    ]
}
