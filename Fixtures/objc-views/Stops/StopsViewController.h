#import <UIKit/UIKit.h>

@interface StopsViewController : UIViewController
@property (nonatomic, strong) UILabel *statusLabel;
@property (nonatomic, strong) UITextField *searchField;
@end
