/// Turns the bytes a terminal in raw mode sends into keys: arrows come as `ESC [ A`…`ESC [ D`
/// (or `ESC O A`…), Page Up and Page Down as `ESC [ 5 ~` and `ESC [ 6 ~`, the rest as single bytes.
/// Unknown sequences are dropped.
public struct KeyDecoder: Sendable {
    /// The bytes of an escape sequence not complete yet.
    private var pending: [UInt8] = []

    /// Creates a decoder.
    public init() {}

    /// The keys in `bytes`, keeping an incomplete escape sequence for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            if !pending.isEmpty {
                pending.append(byte)
                if pending.count == 2 {
                    // ESC followed by anything but `[` or `O` is a lone ESC and the byte after it.
                    if byte != UInt8(ascii: "[") && byte != UInt8(ascii: "O") {
                        pending = []
                        keys += decode([byte])
                    }
                    continue
                }
                // A sequence ends with a byte in 0x40...0x7E.
                guard (0x40...0x7E).contains(byte) else { continue }
                switch byte {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(.left)
                case UInt8(ascii: "~") where pending == [0x1B, UInt8(ascii: "["), UInt8(ascii: "5"), byte]:
                    keys.append(.pageUp)
                case UInt8(ascii: "~") where pending == [0x1B, UInt8(ascii: "["), UInt8(ascii: "6"), byte]:
                    keys.append(.pageDown)
                default: break
                }
                pending = []
                continue
            }
            switch byte {
            case 0x1B: pending = [byte]
            case 0x09: keys.append(.tab)
            case 0x03: keys.append(.interrupt)
            case 0x20: keys.append(.space)
            case 0x21...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: break
            }
        }
        return keys
    }
}
