#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The engine takes only libm's pure functions from the C library: no I/O, no clock.

/// e raised to `x`.
@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }

/// The natural logarithm of `x`.
@inline(__always) func naturalLog(_ x: Double) -> Double { log(x) }

/// `base` raised to `exponent`.
@inline(__always) func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

/// The cosine of `x` (radians).
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }

/// The sine of `x` (radians).
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
