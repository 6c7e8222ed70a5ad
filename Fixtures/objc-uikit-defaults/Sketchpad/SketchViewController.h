#import <UIKit/UIKit.h>

@interface SketchViewController : UIViewController
@end
