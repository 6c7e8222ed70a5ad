/// Positive Doubles grouped by buckets of their bit pattern: a counting sort (one histogram pass, one scatter pass,
/// no comparisons), for threshold searches that only need to know which values lie above or below a bound.
///
/// For x > 0 the IEEE bit pattern read as UInt64 orders exactly as the value, so
/// `bucket(y) = (bits(y) − bits(min)) >> shift` is non-decreasing in y: a value in a bucket above `bucket(u)` is
/// above u, one in a bucket below `bucket(u)` is below u. A few values per bucket (`valuesPerBucket`), so the bucket
/// that holds a bound holds a few values.
struct BucketedValues {
    /// The values, bucket after bucket (in input order within a bucket).
    let values: [Double]
    /// Bucket k is `values[starts[k]..<starts[k + 1]]`.
    let starts: [Int32]
    let base: UInt64
    let shift: UInt64
    let lastBucket: Int

    /// `valuesPerBucket`: about how many values share a bucket (a power of two); fewer buckets keep the bucket
    /// starts in cache, more keep the bucket holding a bound small.
    init(_ input: [Double], valuesPerBucket: Int = 4) {
        guard var low = input.first else {
            (values, starts, base, shift, lastBucket) = ([], [0, 0], 0, 0, 0)
            return
        }
        var high = low
        for v in input { low = min(low, v); high = max(high, v) }
        precondition(low > 0, "bucketed values must be positive")
        let base = low.bitPattern
        self.base = base
        let span = high.bitPattern - base
        var shift: UInt64 = 0
        while span >> shift >= UInt64(max(input.count / valuesPerBucket, 1)) { shift += 1 }
        self.shift = shift
        let lastBucket = Int(span >> shift)
        self.lastBucket = lastBucket
        var starts = [Int32](repeating: 0, count: lastBucket + 2)
        precondition(input.count < Int(Int32.max), "too many values")
        starts.withUnsafeMutableBufferPointer { starts in
            for v in input { starts[Int((v.bitPattern &- base) >> shift) &+ 1] &+= 1 }
            for k in 0...lastBucket { starts[k + 1] &+= starts[k] }
        }
        var next = starts
        var values = [Double](repeating: 0, count: input.count)
        values.withUnsafeMutableBufferPointer { values in
            next.withUnsafeMutableBufferPointer { next in
                for v in input {
                    let k = Int((v.bitPattern &- base) >> shift)
                    values[Int(next[k])] = v
                    next[k] &+= 1
                }
            }
        }
        self.values = values
        self.starts = starts
    }

    /// The bucket `u` falls in, clamped to the buckets that exist (u > 0).
    @inline(__always) func bucket(_ u: Double) -> Int {
        let bits = u.bitPattern
        if bits <= base { return 0 }
        return min(Int(truncatingIfNeeded: (bits &- base) >> shift), lastBucket)
    }
}
