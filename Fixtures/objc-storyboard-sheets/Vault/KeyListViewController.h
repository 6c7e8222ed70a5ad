#import <UIKit/UIKit.h>

@interface KeyListViewController : UIViewController
@end
