#import <UIKit/UIKit.h>

@interface QuoteViewController : UIViewController
@end
