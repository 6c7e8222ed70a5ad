#import <UIKit/UIKit.h>

@interface PasscodeViewController : UIViewController
@end
