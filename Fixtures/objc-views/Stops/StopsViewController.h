#import <UIKit/UIKit.h>
#import "DashedBoxView.h"

@interface StopsViewController : UIViewController
@property (nonatomic, strong) UILabel *statusLabel;
@property (nonatomic, strong) UITextField *searchField;
@property (nonatomic) BOOL isDelayed;
@end

#define kDebugLayout NO
