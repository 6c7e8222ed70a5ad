/// Stable LSD radix sort of non-negative Doubles, eight 8-bit digits of the bit pattern (for x ≥ +0 the IEEE
/// pattern read as UInt64 orders exactly as the value). One pass builds all eight histograms; a digit that is the
/// same in every key (the sign and most exponent bits here, since shifted luminances lie in [0.05, 1.05]) is
/// skipped. O(n) time, 2n keys (+ 2n indices) of memory.
enum RadixSort {
    /// The values ascending, and, if `withIndices`, the original position of each (ties keep their original order).
    static func sorted(_ values: UnsafeBufferPointer<Double>, withIndices: Bool) -> (values: [Double], indices: [Int32])
    {
        let n = values.count
        precondition(n < Int(Int32.max), "too many colors")
        var keys = values.map { $0.bitPattern }, spare = [UInt64](repeating: 0, count: n)
        var indices: [Int32] = withIndices ? (0..<Int32(n)).map { $0 } : [],
            spareIndices = [Int32](repeating: 0, count: withIndices ? n : 0)
        var histograms = [Int](repeating: 0, count: 8 * 256)
        keys.withUnsafeBufferPointer { k in
            histograms.withUnsafeMutableBufferPointer { h in
                for key in k { for d in 0..<8 { h[d &* 256 &+ Int((key >> UInt64(d &* 8)) & 0xFF)] &+= 1 } }
            }
        }
        for d in 0..<8 {
            var offsets = Array(histograms[(d * 256)..<(d * 256 + 256)])
            if offsets.contains(n) { continue } // every key has the same digit d
            var running = 0
            for bucket in 0..<256 { (offsets[bucket], running) = (running, running + offsets[bucket]) }
            let shift = UInt64(d * 8)
            keys.withUnsafeBufferPointer { src in
                spare.withUnsafeMutableBufferPointer { dst in
                    indices.withUnsafeBufferPointer { srcIndex in
                        spareIndices.withUnsafeMutableBufferPointer { dstIndex in
                            offsets.withUnsafeMutableBufferPointer { o in
                                for i in 0..<n {
                                    let key = src[i], bucket = Int((key >> shift) & 0xFF)
                                    let slot = o[bucket]
                                    dst[slot] = key
                                    if withIndices { dstIndex[slot] = srcIndex[i] }
                                    o[bucket] = slot &+ 1
                                }
                            }
                        }
                    }
                }
            }
            swap(&keys, &spare)
            if withIndices { swap(&indices, &spareIndices) }
        }
        return (keys.map { Double(bitPattern: $0) }, indices)
    }
}
