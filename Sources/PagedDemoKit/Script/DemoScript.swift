/// The fixed scenario of the scripted mode: the banner carousel's auto-scroll and swipes over the
/// loop seam and its two-card loop, then the channel pager's jump, memory pressure, restoration,
/// reloads and edits (insert, remove, move a channel, animated), then the profile's collapsing header: a deep list, a switch and a return to the exact row,
/// a partly expanded header shared by the next list, and a short list that collapses it.
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
        ScriptStep("▶ read World down to line 7", .perform(.scrollFeed(7))),
        ScriptStep(
            "▶ edit (+): Local is inserted after World and opened: the tab row gains it, the pages slide to it",
            .perform(.edit(.insertAfterCurrent))),
        ScriptStep(
            "▶ edit (−): Local is removed while open: it slides out to the left as Biz comes in from the right, "
                + "and the tab row closes over it",
            .perform(.edit(.removeCurrent))),
        ScriptStep(
            "▶ edit (<): Biz moves one place back, before World, and stays open: nothing on screen moves, "
                + "the tab row follows",
            .perform(.edit(.moveCurrent(forward: false)))),
        ScriptStep(
            "▶ swipe to World: the same page throughout the edits, still on line 7", .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ Tab: the profile: a header (name, bio, place, stats) above the tabs Posts · Replies · Media · "
                + "Likes, each a list of numbered rows; the header collapses as the list scrolls, the tabs pin",
            .perform(.switchPager)),
        ScriptStep(
            "▶ ↓ 2 rows on Posts: the list moves up and the header collapses by 2 of its 4 rows",
            .perform(.scrollFeed(2))),
        ScriptStep(
            "▶ ↓ 28 rows: deep into Posts, the header pinned (only the tabs stay), row 27 on top",
            .perform(.scrollFeed(28))),
        ScriptStep(
            "▶ → Replies: the header stays pinned; Replies, never scrolled, shows its first row",
            .perform(.swipe(forward: true))),
        ScriptStep("▶ ↓ 5 rows on Replies: row 6 on top", .perform(.scrollFeed(5))),
        ScriptStep(
            "▶ ← back to Posts: row 27 on top, exactly where it was left", .perform(.swipe(forward: false))),
        ScriptStep(
            "▶ ↑ 29 rows on Posts: the header expands back to 1 row collapsed; the other loaded list shows its "
                + "first rows under the same header",
            .perform(.scrollFeed(-29))),
        ScriptStep(
            "▶ → Replies: the same header, 1 row collapsed, over Replies' first row (the row 6 it was left on waits "
                + "until the header pins again)",
            .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ → Media, 4 rows: its bottom inset leaves room to collapse the header", .perform(.swipe(forward: true))),
        ScriptStep(
            "▶ ↓ 10 rows on Media: it stops at offset 4 with the header pinned, its 4 rows under the tabs",
            .perform(.scrollFeed(10))),
        ScriptStep(
            "▶ ← Replies: with the header pinned again, Replies is back on row 6, where it was scrolled to",
            .perform(.swipe(forward: false))),
    ]
}
