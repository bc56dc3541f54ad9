extension PageTransformer {
    /// This transformer followed by `other`: each page's two transforms are composed with
    /// ``PageTransform/combined(with:)`` (scales and alphas multiply, translations, rotations and
    /// z-positions add, the larger perspective is kept).
    /// - Parameter other: The transformer to apply after this one.
    /// - Returns: The composed transformer.
    public func combined(with other: PageTransformer) -> PageTransformer {
        PageTransformer { offset, pageLength in
            transform(offsetInPages: offset, pageLength: pageLength)
                .combined(with: other.transform(offsetInPages: offset, pageLength: pageLength))
        }
    }

    /// The transformers applied in order, composed as ``combined(with:)`` composes two; with none,
    /// ``identity``.
    ///
    /// ```swift
    /// let transformer = PageTransformer.combined(.scale(), .fade(), .parallax(factor: 0.3))
    /// ```
    /// - Parameter transformers: The transformers, first applied first.
    /// - Returns: The composed transformer.
    /// - Complexity: Calling it is O(*k*) for *k* transformers, and allocates nothing.
    public static func combined(_ transformers: PageTransformer...) -> PageTransformer {
        // Folded into nested pairs once, here: iterating an array on every call would allocate in
        // unoptimized builds.
        guard let first = transformers.first else { return .identity }
        return transformers.dropFirst().reduce(first) { $0.combined(with: $1) }
    }
}
