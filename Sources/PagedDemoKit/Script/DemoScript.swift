/// The fixed scenario of the scripted mode: the banner carousel's auto-scroll and swipes over the
/// loop seam and its two-card loop, then the channel pager's jump, memory pressure, restoration and reloads.
public enum DemoScript {
    /// The steps, in order.
    public static let steps: [ScriptStep] = [
        ScriptStep(
            "▶ banner: a carousel of 5 cards (70 % of the width, 8 pt apart, centred), looping; the neighbours "
                + "peek in, narrower and dimmer (┊) the further they are from the middle; auto-scroll every 2 s, "
                + "three times: 2 → 3 → 4 → 0 across the loop seam",
            .awaitAutoScrolls(3)),
        ScriptStep("▶ swipe back over the seam: 0 → 4", .perform(.swipe(forward: false))),
        ScriptStep("▶ swipe forward over the seam: 4 → 0", .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ cancelled swipe: dragged a quarter page, released without speed, back on 0",
            .perform(.cancelledSwipe(forward: true))),
        ScriptStep(
            "▶ two cards (reload): both neighbours of 0 are card 1, so card 1 is on screen twice, two instances",
            .perform(.toggleBannerCards)),
        ScriptStep(
            "▶ auto-scroll in the two-card loop: 0 → 1, and card 0 shows on both sides", .awaitAutoScrolls(1)),
        ScriptStep("▶ five cards again (reload): card 1 stays in the middle", .perform(.toggleBannerCards)),
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
