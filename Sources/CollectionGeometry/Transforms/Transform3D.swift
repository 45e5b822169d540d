import Foundation

/// A 4×4 homogeneous transformation matrix, as Core Animation's `CATransform3D`.
///
/// Same fields (`m11` … `m44`) and row-vector convention as `CATransform3D`; the C functions
/// (`CATransform3DMakeScale`, `CATransform3DIsIdentity`, …) and the `CATransform3D` spelling are in
/// `UIKitNames`. Swift-style constructors and predicates are here.
public struct Transform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen matrix values, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Creates the identity transform.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D()

    /// A translation by `(tx, ty, tz)` (`CATransform3DMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self.init()
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale by `(sx, sy, sz)` (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self.init()
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians around the axis `(x, y, z)` (`CATransform3DMakeRotation`).
    ///
    /// A zero-length axis gives the identity, as Core Animation does.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self.init()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        m11 = t * x * x + c;     m12 = t * x * y + s * z; m13 = t * x * z - s * y
        m21 = t * x * y - s * z; m22 = t * y * y + c;     m23 = t * y * z + s * x
        m31 = t * x * z + s * y; m32 = t * y * z - s * x; m33 = t * z * z + c
    }

    /// The 3-D form of a 2-D affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ affine: CGAffineTransform) {
        self.init()
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// Whether this is the identity transform (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether this transform can be represented exactly by a 2-D affine transform (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part of this transform (`CATransform3DGetAffineTransform`); meaningful when `isAffine`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The transform that applies `self`, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// This transform preceded by a translation (`CATransform3DTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// This transform preceded by a scale (`CATransform3DScale`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// This transform preceded by a rotation (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the matrix is not invertible (as `CATransform3DInvert` does).
    ///
    /// - Complexity: Gauss–Jordan elimination on a 4×4 matrix.
    public func inverted() -> Transform3D {
        var m = rows
        var inverse: [[CGFloat]] = Transform3D.identity.rows
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(m[row][column]) > abs(m[pivot][column]) { pivot = row }
            guard abs(m[pivot][column]) > 1e-12, m[pivot][column].isFinite else { return self }
            m.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let divisor = m[column][column]
            for j in 0..<4 {
                m[column][j] /= divisor
                inverse[column][j] /= divisor
            }
            for row in 0..<4 where row != column {
                let factor = m[row][column]
                guard factor != 0 else { continue }
                for j in 0..<4 {
                    m[row][j] -= factor * m[column][j]
                    inverse[row][j] -= factor * inverse[column][j]
                }
            }
        }
        return Transform3D(rows: inverse)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

extension Transform3D: CustomStringConvertible {
    /// The sixteen values, row by row.
    public var description: String {
        "[" + rows.map { $0.map(\.compactDescription).joined(separator: " ") }.joined(separator: "; ") + "]"
    }
}
