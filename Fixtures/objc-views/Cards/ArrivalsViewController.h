#import "BaseCardViewController.h"

@interface ArrivalsViewController : BaseCardViewController
@end
