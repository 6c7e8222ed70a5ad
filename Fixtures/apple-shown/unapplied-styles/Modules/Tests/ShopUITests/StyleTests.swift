import SwiftUI
import XCTest
@testable import ShopUI

final class StyleTests: XCTestCase {
    func testToggleStyleBuilds() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
        XCTAssertNotNil(toggle)
    }
}
