// The platform's C math library, for `pow`, `cbrt`, `atan2` and friends.
// LegibleCore imports no Foundation: only the standard library and this.
#if canImport(Glibc)
@_exported import func Glibc.pow
@_exported import func Glibc.cbrt
@_exported import func Glibc.atan2
@_exported import func Glibc.sin
@_exported import func Glibc.cos
@_exported import func Glibc.exp
@_exported import func Glibc.log
#elseif canImport(Musl)
@_exported import func Musl.pow
@_exported import func Musl.cbrt
@_exported import func Musl.atan2
@_exported import func Musl.sin
@_exported import func Musl.cos
@_exported import func Musl.exp
@_exported import func Musl.log
#elseif canImport(Darwin)
@_exported import func Darwin.pow
@_exported import func Darwin.cbrt
@_exported import func Darwin.atan2
@_exported import func Darwin.sin
@_exported import func Darwin.cos
@_exported import func Darwin.exp
@_exported import func Darwin.log
#else
#error("LegibleCore needs the platform's C math library (pow, cbrt, atan2, sin, cos, exp, log).")
#endif
