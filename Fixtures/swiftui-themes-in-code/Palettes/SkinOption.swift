import SwiftUI

enum SkinOption: String, CaseIterable, Codable {
    case classic, ink, grayscale, parchment, vampire

    var skin: Skin {
        switch self {
        case .classic: .classic
        case .ink: .ink
        case .grayscale: .grayscale
        case .parchment: .parchment
        case .vampire: .vampire
        }
    }
}
