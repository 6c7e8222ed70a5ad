// WCAG 2.x contrast ratio, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio, on whole rows of an N×M matrix.
//
// Every kernel takes *shifted* luminances, x = L + 0.05, computed once per color in Double (and rounded once to Float
// for the Float32 kernels), so each pair costs one compare, two blends and one divide:
//
//        L_hi + 0.05     max(x, y)
// CR = ------------- = -----------
//        L_lo + 0.05     min(x, y)

/// Rows `[i₀, i₁)` of the Float32 contrast-ratio matrix `out[i·M + j] = max(xᵢ, yⱼ) / min(xᵢ, yⱼ)`.
///
/// Error: xᵢ and yⱼ are each rounded once from the Double `L + 0.05`, and the quotient once, so the result is within
/// 3·2⁻²⁴ ≈ 1.8e-7 relative of the Double ratio (tested bound: 1e-6).
public struct RatioMatrix32Job: @unchecked Sendable {
    public let rows: UnsafePointer<Float>, columns: UnsafePointer<Float>, columnCount: Int
    public let out: UnsafeMutablePointer<Float>

    public init(
        rows: UnsafePointer<Float>, columns: UnsafePointer<Float>, columnCount: Int, out: UnsafeMutablePointer<Float>
    ) {
        (self.rows, self.columns, self.columnCount, self.out) = (rows, columns, columnCount, out)
    }

    @_transparent
    public func run(_ rowRange: Range<Int>) {
        let columnBytes = UnsafeRawPointer(columns)
        for i in rowRange {
            let x = rows[i]
            let xs = Floats16(repeating: x)
            let row = out + i &* columnCount
            let rowBytes = UnsafeMutableRawPointer(row)
            var j = 0
            while j &+ 16 <= columnCount {
                let y = columnBytes.loadUnaligned(fromByteOffset: j &* 4, as: Floats16.self)
                let yIsHigher = y .> xs
                let hi = xs.replacing(with: y, where: yIsHigher)
                let lo = y.replacing(with: xs, where: yIsHigher)
                rowBytes.storeBytes(of: hi / lo, toByteOffset: j &* 4, as: Floats16.self)
                j &+= 16
            }
            while j < columnCount {
                let y = columns[j]
                row[j] = y > x ? y / x : x / y
                j &+= 1
            }
        }
    }
}

/// Rows `[i₀, i₁)` of the Double contrast-ratio matrix. Bit for bit `WCAG2.contrastRatio(Lᵢ, Lⱼ)`: the same two
/// additions (done once per color), the same orientation and the same IEEE division.
public struct RatioMatrix64Job: @unchecked Sendable {
    public let rows: UnsafePointer<Double>, columns: UnsafePointer<Double>, columnCount: Int
    public let out: UnsafeMutablePointer<Double>

    public init(
        rows: UnsafePointer<Double>, columns: UnsafePointer<Double>, columnCount: Int, out: UnsafeMutablePointer<Double>
    ) {
        (self.rows, self.columns, self.columnCount, self.out) = (rows, columns, columnCount, out)
    }

    @_transparent
    public func run(_ rowRange: Range<Int>) {
        let columnBytes = UnsafeRawPointer(columns)
        for i in rowRange {
            let x = rows[i]
            let xs = Doubles8(repeating: x)
            let row = out + i &* columnCount
            let rowBytes = UnsafeMutableRawPointer(row)
            var j = 0
            while j &+ 8 <= columnCount {
                let y = columnBytes.loadUnaligned(fromByteOffset: j &* 8, as: Doubles8.self)
                let yIsHigher = y .> xs
                let hi = xs.replacing(with: y, where: yIsHigher)
                let lo = y.replacing(with: xs, where: yIsHigher)
                rowBytes.storeBytes(of: hi / lo, toByteOffset: j &* 8, as: Doubles8.self)
                j &+= 8
            }
            while j < columnCount {
                let y = columns[j]
                row[j] = y > x ? y / x : x / y
                j &+= 1
            }
        }
    }
}
