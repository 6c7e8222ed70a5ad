#import <UIKit/UIKit.h>

@interface PageViewController : UIViewController
@end
