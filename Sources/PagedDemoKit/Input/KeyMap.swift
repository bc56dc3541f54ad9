import PagedKit

/// What each key does in the interactive mode.
public enum KeyMap {
    /// The rows Page Up and Page Down scroll: the list rows under the pinned tabs.
    public static let pageRows = ProfileLayout.viewportRows - ProfileLayout.pinnedRows

    /// The command for `key`, or `nil` when the key does nothing.
    ///
    /// ←/→ swipe, Tab shows the next pager, `0`–`9` and `a`–`l` jump to page 0–21 (of the pages the
    /// open pager has: ``jumpKeys(pageCount:)`` names them), ↑/↓ scroll the open
    /// channel's feed or profile list by one line and Page Up/Down the profile list by ``pageRows``,
    /// `m` is a memory warning and `M` a critical one, `r` reloads with the Live channel inserted or
    /// removed, on the channel screen `+` inserts a channel after the open one, `-` removes the open
    /// one and `<`/`>` move it one place back or on, `t` switches the banner between five and two cards, space pauses or resumes
    /// auto-scroll, `q` and Ctrl-C quit.
    public static func command(for key: Key) -> DemoCommand? {
        switch key {
        case .left: return .swipe(forward: false)
        case .right: return .swipe(forward: true)
        case .up: return .scrollFeed(-1)
        case .down: return .scrollFeed(1)
        case .pageUp: return .scrollFeed(-pageRows)
        case .pageDown: return .scrollFeed(pageRows)
        case .tab: return .switchPager
        case .space: return .toggleAutoScroll
        case .interrupt: return .quit
        case .character(let character): return command(for: character)
        }
    }

    /// The jump keys that reach a page of a pager with `pageCount` pages, as the help line shows
    /// them: "0-4" for five pages, "0-9 a-b" for twelve; at most `0`–`9` and `a`–`l` (22 pages).
    public static func jumpKeys(pageCount: Int) -> String {
        let count = min(max(pageCount, 0), 22)
        guard count > 0 else { return "none" }
        guard count > 10 else { return count == 1 ? "0" : "0-\(count - 1)" }
        let last = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(count - 11)))
        return count == 11 ? "0-9 a" : "0-9 a-\(last)"
    }

    private static func command(for character: Character) -> DemoCommand? {
        switch character {
        case "q", "Q": return .quit
        case "m": return .memoryPressure(.warning)
        case "M": return .memoryPressure(.critical)
        case "r", "R": return .reload
        case "t", "T": return .toggleBannerCards
        case "+", "=": return .edit(.insertAfterCurrent)
        case "-", "_": return .edit(.removeCurrent)
        case "<", ",": return .edit(.moveCurrent(forward: false))
        case ">", ".": return .edit(.moveCurrent(forward: true))
        default: break
        }
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .jump(Int(ascii - UInt8(ascii: "0")))
        case UInt8(ascii: "a")...UInt8(ascii: "l"): return .jump(10 + Int(ascii - UInt8(ascii: "a")))
        default: return nil
        }
    }
}
