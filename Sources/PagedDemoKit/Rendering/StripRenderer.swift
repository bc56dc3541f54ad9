/// Draws what a viewport shows of the placed pages: a strip that slides between pages while the
/// content moves.
public enum StripRenderer {
    /// A placed page's face and the offset of its leading edge.
    public struct Face {
        /// The page's face, at least as long as the strip is wide.
        public let text: String
        /// The offset of the page's leading edge, in points.
        public let offset: Double

        /// Creates a face.
        public init(text: String, offset: Double) {
            self.text = text
            self.offset = offset
        }
    }

    /// Drawn where the content has no page: a blank slot, which PagedKit promises never to show.
    public static let blank: Character = "░"

    /// The `width` columns the viewport shows: each column samples the content at its middle.
    ///
    /// Outside the content (a drag pulled past an end) a column is a space; inside the content
    /// with no page there, it is ``blank``.
    /// - Parameters:
    ///   - faces: The placed pages.
    ///   - contentOffset: The viewport's leading edge, in points.
    ///   - contentLength: The content length, in points.
    ///   - viewportLength: The viewport's (and each page's) length, in points.
    ///   - width: The strip's width in columns.
    /// - Complexity: O(`width` × `faces.count`).
    public static func render(
        faces: [Face], contentOffset: Double, contentLength: Double, viewportLength: Double, width: Int
    ) -> String {
        guard width > 0, viewportLength > 0 else { return "" }
        let columns = faces.map { Array($0.text) }
        let pointsPerColumn = viewportLength / Double(width)
        var strip = ""
        for column in 0..<width {
            let x = contentOffset + (Double(column) + 0.5) * pointsPerColumn
            guard x >= 0, x < contentLength else {
                strip.append(" ")
                continue
            }
            let hit = faces.indices.last { faces[$0].offset <= x && x < faces[$0].offset + viewportLength }
            guard let hit else {
                strip.append(blank)
                continue
            }
            let pageColumn = min(Int((x - faces[hit].offset) / pointsPerColumn), width - 1)
            strip.append(pageColumn < columns[hit].count ? columns[hit][pageColumn] : " ")
        }
        return strip
    }
}
