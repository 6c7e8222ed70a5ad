import UIKit

let paperSwatches = Swatches(
    isDark: false,
    bodyText: UIColor(0x1A1A1A),
    captionText: UIColor(0x737373),
    canvas: UIColor(0xFFFFFF))

let duskSwatches = Swatches(
    isDark: true,
    bodyText: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1),
    captionText: UIColor(red: 0.55, green: 0.55, blue: 0.55, alpha: 1),
    canvas: UIColor(red: 0.15, green: 0.15, blue: 0.2, alpha: 1))

let inkSwatches = Swatches(
    isDark: true,
    bodyText: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
    captionText: UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1),
    canvas: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
