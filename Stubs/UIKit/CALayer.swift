// CATransform3D and CALayer: the part of QuartzCore (which UIKit.h imports: UIView.h
// `#import <QuartzCore/QuartzCore.h>`, and the Swift module re-exports) that page transformers
// touch: a view's 3D transform and its layer's z position. The model stores them and renders
// nothing; hit-testing goes through the transform (see `UIView.hitTest(_:with:)`) and ignores `zPosition`.

/// QuartzCore: `struct CATransform3D` (CATransform3D.h 17.0: "Homogeneous three-dimensional
/// transforms." `struct CATransform3D { CGFloat m11, m12, m13, m14; CGFloat m21, m22, m23, m24;
/// CGFloat m31, m32, m33, m34; CGFloat m41, m42, m43, m44; };`). Points are row vectors multiplied on
/// the left (`CATransform3DMakeTranslation`: "t' =  [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]"), so
/// `a * b` applies `a` first. Imported C structs get `init()` (all zero) and a memberwise
/// initialiser; being plain values, they are `Sendable`.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The C struct's zero initialiser.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The C struct's memberwise initialiser.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The sixteen entries, row by row, for tests to compare.
    @_spi(UIKitModel) public var modelEntries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The point of the layer's plane (z = 0, relative to the anchor point) drawn at `point`
    /// (relative to the anchor point's position in the superlayer), or `nil` when no point of the
    /// plane is drawn there in front of the viewer. A point `(x, y, 0, 1)` of the plane becomes the
    /// row vector `(x, y, 0, 1) × t` (CATransform3D.h 17.0: "t' = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz
    /// 1]" for a translation: row vectors on the left), drawn at `(X / W, Y / W)`: the plane maps to
    /// the screen by the 3 × 3 matrix of rows 1, 2, 4 and columns 1, 2, 4, which this inverts.
    func modelUnproject(_ point: CGPoint) -> CGPoint? {
        let (a, b, c) = (m11, m12, m14)
        let (d, e, f) = (m21, m22, m24)
        let (g, h, i) = (m41, m42, m44)
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard determinant != 0, determinant.isFinite else { return nil }
        // (x, y, 1) = λ (px, py, 1) × M⁻¹, with M⁻¹ = adjugate / determinant (the scale cancels).
        let (px, py) = (point.x, point.y)
        let x = px * (e * i - f * h) + py * (f * g - d * i) + (d * h - e * g)
        let y = px * (c * h - b * i) + py * (a * i - c * g) + (b * g - a * h)
        let w = px * (b * f - c * e) + py * (c * d - a * f) + (a * e - b * d)
        // λ = 1 / w must have the sign that puts the point in front (W > 0 for it).
        guard w != 0, (w > 0) == (determinant > 0) else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }
}

/// QuartzCore: `let CATransform3DIdentity: CATransform3D` (CATransform3D.h 17.0: "The identity
/// transform: [1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]." `CA_EXTERN const CATransform3D
/// CATransform3DIdentity`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// QuartzCore: `func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool` (CATransform3D.h 17.0:
/// "Returns true if 't' is the identity transform." `CA_EXTERN bool CATransform3DIsIdentity
/// (CATransform3D t)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// QuartzCore: `func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool`
/// (CATransform3D.h 17.0: "Returns true if 'a' is exactly equal to 'b'.").
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
        && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
        && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
        && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
}

/// QuartzCore: `class CALayer : NSObject` (CALayer.h 18.0). Not main-actor isolated in the SDK;
/// the model keeps the two properties a page transformer sets.
open class CALayer: NSObject {
    /// QuartzCore: `var transform: CATransform3D { get set }` (CALayer.h 18.0: "A transform applied
    /// to the layer relative to the anchor point of its bounds rect. Defaults to the identity
    /// transform. Animatable."). `UIView.transform3D` reads and writes it.
    open var transform = CATransform3DIdentity

    /// QuartzCore: `var zPosition: CGFloat { get set }` (CALayer.h 18.0: "The Z component of the
    /// layer's position in its superlayer. Defaults to zero. Animatable.").
    open var zPosition: CGFloat = 0

    /// QuartzCore: `override init()` (CALayer.h 18.0: `- (instancetype)init;`).
    public override init() { super.init() }
}
