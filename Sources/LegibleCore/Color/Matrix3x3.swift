/// A 3×3 matrix of Doubles, row-major, acting on column vectors: `y = M · x`.
///
/// Used for color-space conversions (`xyzFromLinearSRGB`), cone spaces (`lmsFromLinearRGB`) and CVD
/// simulation matrices. Names read right to left: `linearSRGBFromXYZ * xyzFromLinearP3` maps linear P3 to
/// linear sRGB.
public struct Matrix3x3: Sendable, Equatable {
    public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    public init(rows r: [[Double]]) {
        precondition(r.count == 3 && r.allSatisfy { $0.count == 3 }, "Matrix3x3 needs 3 rows of 3")
        self.init(SIMD3(r[0][0], r[0][1], r[0][2]), SIMD3(r[1][0], r[1][1], r[1][2]), SIMD3(r[2][0], r[2][1], r[2][2]))
    }

    public static let identity = Matrix3x3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// The nine entries, row by row.
    public var entries: [Double] {
        [rows.0.x, rows.0.y, rows.0.z, rows.1.x, rows.1.y, rows.1.z, rows.2.x, rows.2.y, rows.2.z]
    }

    public static func == (a: Matrix3x3, b: Matrix3x3) -> Bool { a.entries == b.entries }

    public static func * (m: Matrix3x3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    public static func * (a: Matrix3x3, b: Matrix3x3) -> Matrix3x3 {
        let t = b.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * t.rows.0).sum(), (r * t.rows.1).sum(), (r * t.rows.2).sum())
        }
        return Matrix3x3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
    }

    public static func * (s: Double, m: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(s * m.rows.0, s * m.rows.1, s * m.rows.2)
    }

    public static func + (a: Matrix3x3, b: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(a.rows.0 + b.rows.0, a.rows.1 + b.rows.1, a.rows.2 + b.rows.2)
    }

    public static func - (a: Matrix3x3, b: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(a.rows.0 - b.rows.0, a.rows.1 - b.rows.1, a.rows.2 - b.rows.2)
    }

    public var transposed: Matrix3x3 {
        Matrix3x3(
            SIMD3(rows.0.x, rows.1.x, rows.2.x), SIMD3(rows.0.y, rows.1.y, rows.2.y),
            SIMD3(rows.0.z, rows.1.z, rows.2.z))
    }

    public var determinant: Double {
        let (a, b, c) = rows
        return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    }

    /// The inverse by the adjugate; the matrices used here are well conditioned.
    public var inverse: Matrix3x3 {
        let (a, b, c) = rows
        let det = determinant
        precondition(det != 0, "singular matrix")
        let cof0 = SIMD3(b.y * c.z - b.z * c.y, -(b.x * c.z - b.z * c.x), b.x * c.y - b.y * c.x)
        let cof1 = SIMD3(-(a.y * c.z - a.z * c.y), a.x * c.z - a.z * c.x, -(a.x * c.y - a.y * c.x))
        let cof2 = SIMD3(a.y * b.z - a.z * b.y, -(a.x * b.z - a.z * b.x), a.x * b.y - a.y * b.x)
        // inverse = adjugate / det, adjugate = transpose of the cofactor matrix
        return (1 / det) * Matrix3x3(cof0, cof1, cof2).transposed
    }

    /// A diagonal matrix.
    public static func diagonal(_ d: SIMD3<Double>) -> Matrix3x3 {
        Matrix3x3(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }
}
