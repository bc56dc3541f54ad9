/// Draws what a viewport shows of the placed pages: a strip that slides between pages while the
/// content moves.
public enum StripRenderer {
    /// A placed page's face, where it sits, and how it is drawn.
    public struct Face {
        /// The page's face: for a full page at least as long as the strip is wide; for a card, as
        /// many characters as ``StripRenderer/sampledColumns(origin:length:contentOffset:viewportLength:width:)``
        /// counts for its drawn width.
        public let text: String
        /// The offset of the page's leading edge, in points.
        public let offset: Double
        /// The page's length, in points; `nil` means the viewport's (a full page).
        public let length: Double?
        /// The drawn width over ``length``, around the page's centre: below 1 the rest of the page's
        /// slot shows as gap, not as a blank slot.
        public let scale: Double
        /// Whether the interactive screen draws the face faint.
        public let isDimmed: Bool

        /// Creates the face of a full page.
        public init(text: String, offset: Double) {
            self.init(text: text, offset: offset, length: nil)
        }

        /// Creates a face.
        /// - Parameters:
        ///   - text: The face, as long as the columns it is drawn in.
        ///   - offset: The page's leading edge, in points.
        ///   - length: The page's length in points; `nil`: the viewport's.
        ///   - scale: The drawn width over `length`, clamped into `[0, 1]`. Default 1.
        ///   - isDimmed: Whether the interactive screen draws it faint. Default `false`.
        public init(text: String, offset: Double, length: Double?, scale: Double = 1, isDimmed: Bool = false) {
            self.text = text
            self.offset = offset
            self.length = length
            self.scale = scale.isFinite ? min(max(scale, 0), 1) : 1
            self.isDimmed = isDimmed
        }
    }

    /// Drawn where the content has no page: a blank slot, which PagedKit promises never to show.
    public static let blank: Character = "░"

    /// The `width` columns the viewport shows: each column samples the content at its middle.
    ///
    /// Outside the content (a drag pulled past an end) a column is a space; inside the content a
    /// column within a page's slot (its span, widened by half the spacing on each side) shows the
    /// page's face where the face is drawn and a space in the gap its scale leaves; a column in no
    /// page's slot is ``blank``.
    /// - Parameters:
    ///   - faces: The placed pages.
    ///   - contentOffset: The viewport's leading edge, in points.
    ///   - contentLength: The content length, in points.
    ///   - viewportLength: The viewport's length, in points.
    ///   - width: The strip's width in columns.
    ///   - spacing: The points between neighbouring pages. Default 0.
    /// - Complexity: O(`width` × `faces.count`).
    public static func render(
        faces: [Face], contentOffset: Double, contentLength: Double, viewportLength: Double, width: Int,
        spacing: Double = 0
    ) -> String {
        String(
            cells(
                faces: faces, contentOffset: contentOffset, contentLength: contentLength,
                viewportLength: viewportLength, width: width, spacing: spacing
            ).map(\.character))
    }

    /// ``render(faces:contentOffset:contentLength:viewportLength:width:spacing:)`` for a terminal:
    /// the columns of dimmed faces between `faint` and `reset`.
    /// - Complexity: O(`width` × `faces.count`).
    public static func renderStyled(
        faces: [Face], contentOffset: Double, contentLength: Double, viewportLength: Double, width: Int,
        spacing: Double = 0, faint: String, reset: String
    ) -> String {
        var text = "", isFaint = false
        for cell in cells(
            faces: faces, contentOffset: contentOffset, contentLength: contentLength,
            viewportLength: viewportLength, width: width, spacing: spacing)
        {
            if cell.isDimmed != isFaint {
                text += cell.isDimmed ? faint : reset
                isFaint = cell.isDimmed
            }
            text.append(cell.character)
        }
        if isFaint { text += reset }
        return text
    }

    /// How many of the strip's column middles fall in `[origin, origin + length)` (columns outside
    /// the viewport included): the width in characters of a face drawn there, so that its last
    /// character is always the last one drawn.
    /// - Complexity: O(1).
    public static func sampledColumns(
        origin: Double, length: Double, contentOffset: Double, viewportLength: Double, width: Int
    ) -> Int {
        guard width > 0, viewportLength > 0, length > 0, origin.isFinite, length.isFinite else { return 0 }
        let pointsPerColumn = viewportLength / Double(width)
        // Column c samples contentOffset + (c + 0.5) × pointsPerColumn: the first column at or after a
        // point p is ceil((p − contentOffset) / pointsPerColumn − 0.5).
        let first = ((origin - contentOffset) / pointsPerColumn - 0.5).rounded(.up)
        let end = ((origin + length - contentOffset) / pointsPerColumn - 0.5).rounded(.up)
        return max(0, Int(min(end - first, 1e6)))
    }

    private static func cells(
        faces: [Face], contentOffset: Double, contentLength: Double, viewportLength: Double, width: Int,
        spacing: Double
    ) -> [(character: Character, isDimmed: Bool)] {
        guard width > 0, viewportLength > 0 else { return [] }
        let columns = faces.map { Array($0.text) }
        let pointsPerColumn = viewportLength / Double(width)
        let margin = spacing.isFinite ? max(0, spacing) / 2 : 0
        var strip: [(Character, Bool)] = []
        strip.reserveCapacity(width)
        for column in 0..<width {
            let x = contentOffset + (Double(column) + 0.5) * pointsPerColumn
            guard x >= 0, x < contentLength else {
                strip.append((" ", false))
                continue
            }
            let hit = faces.indices.last { index in
                let length = faces[index].length ?? viewportLength
                return faces[index].offset - margin <= x && x < faces[index].offset + length + margin
            }
            guard let hit else {
                strip.append((blank, false))
                continue
            }
            let face = faces[hit]
            let length = face.length ?? viewportLength
            let drawn = length * face.scale
            let left = face.offset + (length - drawn) / 2
            guard x >= left, x < left + drawn else {
                strip.append((" ", false))
                continue
            }
            let pageColumn = Int((x - left) / pointsPerColumn)
            let character = pageColumn < columns[hit].count ? columns[hit][pageColumn] : " "
            strip.append((character, face.isDimmed))
        }
        return strip
    }
}
