import Testing

@testable import PagedKit

/// Rule 11: non-finite offsets and non-positive viewport lengths are ignored; a negative count is
/// 0; a negative radius or cache limit is 0; nothing traps.
@MainActor @Suite struct Rule11BadInputEffectLogTests {
    @Test func nonFiniteOffsetsAndBadLengthsChangeNothing() {
        let f = EffectLogFixture()
        let log = f.record {
            f.container.didScroll(toOffset: .nan)
            f.container.didScroll(toOffset: .infinity)
            f.container.didScroll(toOffset: -.infinity)
            f.container.setViewportLength(0)
            f.container.setViewportLength(-100)
            f.container.setViewportLength(.nan)
            f.container.setViewportLength(.infinity)
        }
        #expect(log == [])
        #expect(f.container.position == 0)
    }

    @Test func badInputDuringADragChangesNothing() {
        let f = EffectLogFixture()
        f.drag(through: 30)
        let log = f.record {
            f.container.didScroll(toOffset: .nan)
            f.container.setViewportLength(-1)
            f.container.didScroll(toOffset: 30)
        }
        #expect(log == [])
    }

    @Test func aNegativeCountIsEmpty() {
        let f = EffectLogFixture(reload: false)
        f.source.countOverride = -3
        let log = f.record { f.container.reloadData() }
        #expect(log == [.setContentLength(0), .setContentOffset(0, animated: false)])
        #expect(f.container.pageCount == 0)
    }

    @Test func aNegativeRadiusAndCacheLimitAreZero() {
        let f = EffectLogFixture(configuration: PagingConfiguration(preloadRadius: -2, cacheLimit: -1), reload: false)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    @Test func aMoveTheHostMadeOnItsOwnAtRestIsUndone() {
        let f = EffectLogFixture()
        let log = f.record { f.container.didScroll(toOffset: 1e19) }
        #expect(log == [.setContentOffset(0, animated: false)])
    }

    /// A non-finite release velocity reads as a slow release: back to the nearest page.
    @Test func aNonFiniteVelocityIsASlowRelease() {
        let f = EffectLogFixture()
        f.drag(through: 30)
        var target = 0.0
        let log = f.record { target = f.container.willEndDragging(velocity: .nan) }
        #expect(target == 0)
        #expect(log == [.scrollState(.settling)])
    }

    /// A count above 2^40 is clamped, with a diagnostic; offsets stay exact.
    @Test func aHugeCountIsClamped() {
        let f = EffectLogFixture(reload: false)
        f.source.countOverride = 1 << 41
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .diagnostic(.pageCountClamped(reported: 1 << 41, usable: 1 << 40)),
                .setContentLength(Double(1 << 40) * 100),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }

    /// A non-positive fraction means `.fill` (rule 12).
    @Test func aNonPositiveFractionIsFill() {
        let f = EffectLogFixture(configuration: PagingConfiguration(pageSize: .fraction(-0.5)), reload: false)
        let log = f.record { f.container.reloadData() }
        #expect(
            log == [
                .setContentLength(1000),
                .load(instance: 1, index: 0, origin: 0),
                .load(instance: 2, index: 1, origin: 100),
                .setContentOffset(0, animated: false),
                .appearance(instance: 1, index: 0, .willAppear, animated: false),
                .appearance(instance: 1, index: 0, .didAppear, animated: false),
            ])
    }
}
