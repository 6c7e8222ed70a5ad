/// The brand's shades, as the design tool exports them.
enum BrandShade: String {
    case blue50 = "3361CC"
    case blue60 = "1D4FC4"
    case gray5 = "DCDCDE"
}
