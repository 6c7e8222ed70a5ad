#import <UIKit/UIKit.h>

@interface WaypointSheetController : UITableViewController

@end
