/// Hue angles in degrees, the unit CIE LCh, OKLCH, CSS and CIEDE2000 use.
enum HueAngle {
    static func degrees(fromRadians r: Double) -> Double { r * (180 / Double.pi) }
    static func radians(fromDegrees d: Double) -> Double { d * (Double.pi / 180) }

    /// Any angle in degrees, reduced to `0 ..< 360`.
    static func normalized(_ degrees: Double) -> Double {
        var h = degrees.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        // -1e-17 + 360 rounds to 360.0: keep the half-open range.
        return h >= 360 ? 0 : h
    }

    /// The angle of the vector (x, y), `atan2(y, x)`, in degrees in `0 ..< 360`; 0 for the zero vector.
    static func degrees(y: Double, x: Double) -> Double {
        normalized(degrees(fromRadians: atan2(y, x)))
    }
}
