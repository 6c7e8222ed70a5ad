#import <UIKit/UIKit.h>

@interface TripListViewController : UIViewController
@end
