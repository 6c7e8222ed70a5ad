import UIKit

final class Launcher {
    let palette: Palette

    init() {
        let path = Bundle.main.path(forResource: "palette", ofType: "txt")!
        let text = try! String(contentsOfFile: path, encoding: .utf8)
        palette = Palette(text: text)
    }
}
