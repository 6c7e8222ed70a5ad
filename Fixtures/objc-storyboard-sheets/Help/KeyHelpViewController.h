#import <UIKit/UIKit.h>

@interface KeyHelpViewController : UIViewController
@end
