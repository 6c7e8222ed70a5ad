import UIKit

final class DateRowCell: BaseRowCell {
    @IBOutlet var datePicker: UIDatePicker!
}
