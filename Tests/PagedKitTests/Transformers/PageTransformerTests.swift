import PagedKit
import Testing

/// The built-in page transformers' arithmetic, exactly, at the offsets a carousel shows.
@Suite struct PageTransformerTests {
    /// A transform with only `scale` set.
    static func scaled(_ scale: Double) -> PageTransform { PageTransform(scale: scale) }

    @Test func theIdentityLeavesAPageAsPlaced() {
        #expect(
            PageTransform.identity
                == PageTransform(scale: 1, alpha: 1, translation: 0, rotation: 0, perspective: 0, zPosition: 0))
        #expect(PageTransform() == .identity)
        for offset in [-2, -0.5, 0, 0.25, 1, 7.5] {
            #expect(PageTransformer.identity.transform(offsetInPages: offset, pageLength: 320) == .identity)
        }
    }

    @Test(arguments: [
        (0.0, 1.0), (0.25, 0.875), (-0.25, 0.875), (0.5, 0.75), (-0.5, 0.75), (1, 0.5), (-1, 0.5), (2, 0.5),
        (-2, 0.5),
    ])
    func scaleFallsLinearlyToItsMinimumOnePageAway(offset: Double, scale: Double) {
        let transform = PageTransformer.scale(minimumScale: 0.5).transform(offsetInPages: offset, pageLength: 320)
        #expect(transform == PageTransform(scale: scale))
    }

    @Test func scaleDefaultsToPointEight() {
        let scale = PageTransformer.scale()
        let offsets: [Double] = [0, 0.25, -0.25, 0.5, -0.5, 1, -1, 2, -2]
        let scales: [Double] = offsets.map { scale.transform(offsetInPages: $0, pageLength: 320).scale }
        let quarter: Double = 1 - (1 - 0.8) * 0.25
        let half: Double = 1 - (1 - 0.8) * 0.5
        #expect(scales == [1, quarter, quarter, half, half, 0.8, 0.8, 0.8, 0.8])
    }

    @Test(arguments: [
        (0.0, 1.0), (0.25, 0.875), (-0.25, 0.875), (0.5, 0.75), (-0.5, 0.75), (1, 0.5), (-1, 0.5), (2, 0.5),
        (-2, 0.5),
    ])
    func fadeFallsLinearlyToItsMinimumOnePageAway(offset: Double, alpha: Double) {
        let transform = PageTransformer.fade().transform(offsetInPages: offset, pageLength: 320)
        #expect(transform == PageTransform(alpha: alpha))
    }

    @Test(arguments: [
        (0.0, 0.0), (0.25, -40.0), (-0.25, 40.0), (0.5, -80.0), (-0.5, 80.0), (1, -160.0), (-1, 160.0),
        (2, -320.0), (-2, 320.0),
    ])
    func parallaxLagsByHalfTheDistanceUnclamped(offset: Double, translation: Double) {
        let transform = PageTransformer.parallax().transform(offsetInPages: offset, pageLength: 320)
        #expect(transform == PageTransform(translation: translation))
    }

    @Test(arguments: [
        (0.0, 0.0, 1.0), (0.25, -Double.pi / 16, 0.875), (-0.25, Double.pi / 16, 0.875), (0.5, -Double.pi / 8, 0.75),
        (-0.5, Double.pi / 8, 0.75), (1, -Double.pi / 4, 0.5), (-1, Double.pi / 4, 0.5), (2, -Double.pi / 4, 0.5),
        (-2, Double.pi / 4, 0.5),
    ])
    func coverFlowTurnsShrinksAndSinksTheSidePages(offset: Double, rotation: Double, scale: Double) {
        let transform = PageTransformer.coverFlow(minimumScale: 0.5).transform(offsetInPages: offset, pageLength: 320)
        #expect(
            transform
                == PageTransform(scale: scale, rotation: rotation, perspective: 500, zPosition: -abs(offset)))
    }

    @Test func coverFlowDefaults() {
        let transform = PageTransformer.coverFlow().transform(offsetInPages: -0.25, pageLength: 320)
        #expect(
            transform
                == PageTransform(
                    scale: 1 - (1 - 0.9) * 0.25, rotation: Double.pi / 16, perspective: 500, zPosition: -0.25))
        #expect(
            PageTransformer.coverFlow().transform(offsetInPages: 3, pageLength: 320)
                == PageTransform(scale: 0.9, rotation: -Double.pi / 4, perspective: 500, zPosition: -3))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInputIsTheIdentity(bad: Double) {
        let transformers: [PageTransformer] = [
            .scale(), .fade(), .parallax(), .coverFlow(), .combined(.scale(), .parallax()),
            PageTransformer { _, _ in PageTransform(scale: 3, alpha: 0) },
        ]
        for transformer in transformers {
            #expect(transformer.transform(offsetInPages: bad, pageLength: 320) == .identity)
            #expect(transformer.transform(offsetInPages: 0.5, pageLength: bad) == .identity)
        }
    }

    @Test func aNegativePageLengthActsAsZero() {
        #expect(PageTransformer.parallax().transform(offsetInPages: 0.5, pageLength: -320) == .identity)
        let seen = PageTransformer { offset, length in PageTransform(translation: offset * 1000 + length) }
        #expect(seen.transform(offsetInPages: 0.25, pageLength: -5).translation == 250)
    }

    @Test func badScaleAndFadeMinimumsClampIntoZeroThroughOne() {
        func scale(_ minimum: Double, at offset: Double) -> Double {
            PageTransformer.scale(minimumScale: minimum).transform(offsetInPages: offset, pageLength: 320).scale
        }
        func alpha(_ minimum: Double, at offset: Double) -> Double {
            PageTransformer.fade(minimumAlpha: minimum).transform(offsetInPages: offset, pageLength: 320).alpha
        }
        let negative: [Double] = [scale(-1, at: 0.5), scale(-1, at: 1), scale(-.infinity, at: 2)]
        let aboveOne: [Double] = [scale(2, at: 0.5), scale(.infinity, at: 1)]
        let notANumber: [Double] = [scale(.nan, at: 0.5), scale(.nan, at: 1)]
        let defaultHalf: Double = 1 - (1 - 0.8) * 0.5
        let alphas: [Double] = [alpha(-0.5, at: 0.25), alpha(-0.5, at: 1), alpha(1.5, at: 1)]
        let nanAlphas: [Double] = [alpha(.nan, at: 0.5), alpha(.nan, at: -1)]
        #expect(negative == [0.5, 0, 0])
        #expect(aboveOne == [1, 1])
        #expect(notANumber == [defaultHalf, 0.8])
        #expect(alphas == [0.75, 0, 1])
        #expect(nanAlphas == [0.75, 0.5])
    }

    @Test func badParallaxFactorsClampIntoZeroThroughOne() {
        func translation(_ factor: Double) -> Double {
            PageTransformer.parallax(factor: factor).transform(offsetInPages: 0.5, pageLength: 320).translation
        }
        let translations: [Double] = [translation(-1), translation(3), translation(.infinity), translation(.nan)]
        #expect(translations == [0, -160, -160, -80])
    }

    @Test func badCoverFlowParametersClamp() {
        func transform(angle: Double = .pi / 4, scale: Double = 0.9, perspective: Double = 500) -> PageTransform {
            PageTransformer.coverFlow(maximumAngle: angle, minimumScale: scale, perspective: perspective)
                .transform(offsetInPages: 1, pageLength: 320)
        }
        let angles: [Double] = [10, -1, .nan, .infinity]
        let rotations: [Double] = angles.map { transform(angle: $0).rotation }
        let expectedRotations: [Double] = [-Double.pi / 2, 0, -Double.pi / 4, -Double.pi / 2]
        #expect(rotations == expectedRotations)
        let minimums: [Double] = [-3, 4, .nan]
        let scales: [Double] = minimums.map { transform(scale: $0).scale }
        #expect(scales == [0, 1, 0.9])
        let eyes: [Double] = [-5, .infinity, -.infinity, .nan, 0]
        let perspectives: [Double] = eyes.map { transform(perspective: $0).perspective }
        #expect(perspectives == [0, 0, 0, 500, 0])
    }

    @Test func transformsComposeByMultiplyingAddingAndTakingTheNearerEye() {
        let first = PageTransform(
            scale: 0.5, alpha: 0.75, translation: 10, rotation: 0.25, perspective: 300, zPosition: -1)
        let second = PageTransform(
            scale: 0.5, alpha: 0.5, translation: -30, rotation: 0.5, perspective: 500, zPosition: -0.5)
        let composed = PageTransform(
            scale: 0.25, alpha: 0.375, translation: -20, rotation: 0.75, perspective: 500, zPosition: -1.5)
        #expect(first.combined(with: second) == composed)
        #expect(second.combined(with: first) == composed)
        #expect(first.combined(with: .identity) == first)
        #expect(PageTransform.identity.combined(with: first) == first)
    }

    @Test func transformersCompose() {
        let scaleAndFade = PageTransformer.scale(minimumScale: 0.5).combined(with: .fade(minimumAlpha: 0.5))
        #expect(scaleAndFade.transform(offsetInPages: 0.5, pageLength: 320) == PageTransform(scale: 0.75, alpha: 0.75))

        let all = PageTransformer.combined(
            .scale(minimumScale: 0.5), .scale(minimumScale: 0.5), .parallax(), .parallax(factor: 0.25),
            .coverFlow(minimumScale: 1, perspective: 200), .coverFlow(maximumAngle: .pi / 8, minimumScale: 1))
        #expect(
            all.transform(offsetInPages: -0.5, pageLength: 320)
                == PageTransform(
                    scale: 0.5625, translation: 80 + 40, rotation: Double.pi / 8 + Double.pi / 16, perspective: 500,
                    zPosition: -1))
        #expect(all.transform(offsetInPages: .nan, pageLength: 320) == .identity)
    }

    @Test func combiningNoneOrOne() {
        #expect(PageTransformer.combined().transform(offsetInPages: 0.5, pageLength: 320) == .identity)
        #expect(
            PageTransformer.combined(.fade()).transform(offsetInPages: -0.25, pageLength: 320)
                == PageTransform(alpha: 0.875))
    }
}
