#import <UIKit/UIKit.h>

@interface MSGContactPickerViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *emptyLabel;
@end
