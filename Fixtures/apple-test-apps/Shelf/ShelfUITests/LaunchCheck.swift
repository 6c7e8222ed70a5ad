import XCTest

final class LaunchCheck: XCTestCase {
    func testLaunch() {
        XCUIApplication().launch()
    }
}
